import { Snackbar } from '@telegram-apps/telegram-ui';
import { useSyncExternalStore } from 'react';
import { TOAST } from '@app/shared/constants';

export interface Notice {
  id: number;
  title: string;
  description?: string;
}

// One notice at a time, like the web site's toasts.
let current: Notice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(notice: Notice | null): void {
  current = notice;
  for (const listener of listeners) listener();
}

export function notify(title: string, description?: string): void {
  publish({ id: nextId++, title, description });
}

export function Notices() {
  const notice = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
  if (!notice) return null;
  return (
    <Snackbar key={notice.id} duration={TOAST.durationMs} onClose={() => publish(null)} description={notice.description}>
      {notice.title}
    </Snackbar>
  );
}
