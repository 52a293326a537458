import { Snackbar } from '@telegram-apps/telegram-ui';
import { TOAST } from '@app/shared/constants';
import { createExternalStore } from '@app/shared/client/external-store';

interface Notice {
  id: number;
  title: string;
  description?: string;
}

// One notice at a time, like the web site's toasts.
const currentNotice = createExternalStore<Notice | null>(null);
let nextId = 1;

export function notify(title: string, description?: string): void {
  currentNotice.set({ id: nextId++, title, description });
}

export function Notices() {
  const notice = currentNotice.use();
  if (!notice) return null;
  return (
    <Snackbar
      key={notice.id}
      duration={TOAST.durationMs}
      onClose={() => currentNotice.set(null)}
      description={notice.description}
    >
      {notice.title}
    </Snackbar>
  );
}
