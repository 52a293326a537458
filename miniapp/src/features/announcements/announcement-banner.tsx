import { useAnnouncementBanner } from '@app/shared/client/announcement-banner';
import type { DeviceStorage } from '@app/shared/client/safe-storage';
import { useT } from '@app/shared/client/i18n/use-t';
import './announcement-banner.css';

/**
 * The admin's current announcement, floating above the page in Telegram's colours until
 * closed. Loaded only when there is one; `storage` comes from the app, as this chunk must
 * not import what the page's first script does (it would split it out of that script).
 */
export function AnnouncementBanner({ storage }: { storage: DeviceStorage }) {
  const { announcement, dismiss } = useAnnouncementBanner(storage);
  const t = useT();
  if (!announcement) return null;
  return (
    <aside aria-label={t('announcement.label')} className="announcement">
      <p>{announcement.text}</p>
      <button type="button" onClick={dismiss} aria-label={t('announcement.dismiss')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
