import { Megaphone, X } from 'lucide-react';
import { useAnnouncementBanner } from '@app/shared/client/announcement-banner';
import { safeStorage } from '@app/shared/client/safe-storage';
import { useT } from '@app/shared/client/i18n/use-t';

const local = safeStorage('local');

/**
 * The admin's current announcement, floating at the foot of the window until the player
 * closes it: it arrives after the first paint, and pushing the page down would shift it.
 */
export function AnnouncementBanner() {
  const { announcement, dismiss } = useAnnouncementBanner(local);
  const t = useT();
  if (!announcement) return null;
  return (
    <aside
      aria-label={t('announcement.label')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center p-3"
    >
      <div className="pointer-events-auto flex w-full max-w-2xl items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 py-1 pe-1 ps-4 text-slate-900 shadow-lg dark:border-brand-700 dark:bg-slate-800 dark:text-slate-100">
        <Megaphone className="mt-3 shrink-0 text-brand-700 dark:text-brand-500" size={20} aria-hidden />
        <p className="flex-1 py-2.5 break-words whitespace-pre-line">{announcement.text}</p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('announcement.dismiss')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-brand-100 dark:hover:bg-slate-700"
        >
          <X size={18} aria-hidden />
        </button>
      </div>
    </aside>
  );
}
