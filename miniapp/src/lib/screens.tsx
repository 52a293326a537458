import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { BASE, screenPath } from './screen-path';

// The mini-app has two screens, so a path and pushState do what a router library would,
// for none of its weight in the first load (the budget is 120 KB).

function subscribe(listener: () => void): () => void {
  addEventListener('popstate', listener);
  return () => removeEventListener('popstate', listener);
}

export function useScreenPath(): string {
  return useSyncExternalStore(subscribe, screenPath);
}

/**
 * Opens the screen at `path` (`replace`: in place of this one in the history). Keeps the hash:
 * it holds Telegram's launch parameters, which a reload reads again (storage may be denied).
 */
export function navigate(path: string, { replace = false } = {}): void {
  history[replace ? 'replaceState' : 'pushState'](null, '', BASE + path + location.hash);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function ScreenLink({
  to,
  children,
  ...attributes
}: {
  to: string;
  className?: string;
  title?: string;
  tabIndex?: number;
  children: ReactNode;
}) {
  const open = (event: MouseEvent) => {
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={BASE + to} {...attributes} onClick={open}>
      {children}
    </a>
  );
}
