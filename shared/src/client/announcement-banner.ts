import type { Announcement } from '../schemas/maintenance';
import { createExternalStore, type ExternalStore } from './external-store';
import { useMaintenance } from './maintenance';
import type { DeviceStorage } from './safe-storage';

/** The id of the last announcement the player closed, kept on this device. */
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcementDismissed';
let dismissedStore: ExternalStore<string | null> | undefined;
const dismissedIn = (storage: DeviceStorage) =>
  (dismissedStore ??= createExternalStore(storage.get(ANNOUNCEMENT_DISMISSED_KEY)));

/**
 * The admin's announcement for the banner, from the site status every page polls already
 * (no request of its own), unless the player closed this one (kept in `storage`, handed in
 * by the Mini App's lazy banner so its chunk does not import safe-storage); `dismiss` closes it for good.
 */
export function useAnnouncementBanner(storage: DeviceStorage): {
  announcement: Announcement | null;
  dismiss: () => void;
} {
  const announcement = useMaintenance().data?.announcement ?? null;
  const dismissed = dismissedIn(storage);
  const closed = dismissed.use();
  const shown = announcement && String(announcement.id) !== closed ? announcement : null;
  return {
    announcement: shown,
    dismiss: () => {
      if (!shown) return;
      storage.set(ANNOUNCEMENT_DISMISSED_KEY, String(shown.id));
      dismissed.set(String(shown.id));
    },
  };
}
