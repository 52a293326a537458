import { Component, useEffect, useState, type ReactNode } from 'react';
import { keepTrying } from './recovery';

/**
 * Loads the page again once the server answers: a deploy may have renamed the chunks, which
 * only a fresh page knows, and a browser does not fetch a module that failed again. Resolves
 * false, leaving the page as it is, while the server is still away.
 */
async function reloadWhenReachable(): Promise<boolean> {
  try {
    const page = await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
    if (!page.ok) return false;
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/**
 * The Retry of a screen that could not load: busy while it asks the server, then the page loads
 * again (or stays, the server still away). The screen also tries by itself, backing off, so it
 * recovers without a tap once the server is back.
 */
export function useReloadRetry(): { retrying: boolean; retry: () => void } {
  const [retrying, setRetrying] = useState(false);
  useEffect(() => keepTrying(() => void reloadWhenReachable()), []);
  const retry = () => {
    setRetrying(true);
    void reloadWhenReachable().then((reloading) => reloading || setRetrying(false));
  };
  return { retrying, retry };
}

interface ScreenBoundaryProps {
  children: ReactNode;
  /** The front end's own "Can't reach the game — Retry", drawn in place of what failed. */
  failed: ReactNode;
}

/**
 * Keeps the shell on screen when a lazily loaded screen's code cannot load (the server away,
 * or chunks renamed by a deploy): without it React would unmount the whole page.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}
