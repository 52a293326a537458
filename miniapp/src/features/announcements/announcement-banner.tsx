import { ANNOUNCEMENT_DISMISSED_KEY, useAnnouncementBanner } from '@app/shared/client/announcement-banner';
import type { DeviceStorage } from '@app/shared/client/safe-storage';
import { useT } from '@app/shared/client/i18n/use-t';
import { useDeviceFlags } from '../../lib/device-flags';
import './announcement-banner.css';

const FLAG_KEYS = [ANNOUNCEMENT_DISMISSED_KEY];

/**
 * The admin's current announcement, floating above the page in Telegram's colours until
 * closed (kept in Telegram's storage on the device too). Loaded only when there is one; `storage` comes from the app, as this chunk must
 * not import what the page's first script does (it would split it out of that script).
 */
export function AnnouncementBanner({ storage }: { storage: DeviceStorage }) {
  const flags = useDeviceFlags(storage, FLAG_KEYS);
  return flags && <Banner storage={flags} />;
}

/** The banner once the device's flags are read: whether this announcement was closed is known. */
function Banner({ storage }: { storage: DeviceStorage }) {
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
