import type { Announcement } from '../schemas/maintenance';
import { createExternalStore } from './external-store';
import { useMaintenance } from './maintenance';
import { safeStorage } from './safe-storage';

/** The id of the last announcement the player closed, kept on this device. */
const DISMISSED_KEY = 'announcementDismissed';
const storage = safeStorage('local');
const dismissed = createExternalStore(storage.get(DISMISSED_KEY));

/**
 * The admin's announcement for the banner, from the site status every page polls already
 * (no request of its own), unless the player closed this one; `dismiss` closes it for good.
 */
export function useAnnouncementBanner(): { announcement: Announcement | null; dismiss: () => void } {
  const announcement = useMaintenance().data?.announcement ?? null;
  const closed = dismissed.use();
  const shown = announcement && String(announcement.id) !== closed ? announcement : null;
  return {
    announcement: shown,
    dismiss: () => {
      if (!shown) return;
      storage.set(DISMISSED_KEY, String(shown.id));
      dismissed.set(String(shown.id));
    },
  };
}
