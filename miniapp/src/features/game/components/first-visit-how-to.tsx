import { useFirstVisit } from '@app/shared/client/first-visit';
import { howToPlaySeenKeyOf } from '@app/shared/client/game-flow/how-to-play';
import type { DeviceStorage } from '@app/shared/client/safe-storage';
import { useDeviceFlags } from '../../../lib/device-flags';
import HowToPlaySheet from './how-to-play-sheet';

/**
 * The how-to-play sheet, once per Telegram user on this device. The user and the storage
 * come from the app: this chunk must not import what the page's first script does.
 */
export default function FirstVisitHowTo({ user, storage }: { user: string | null; storage: DeviceStorage }) {
  const key = user ? howToPlaySeenKeyOf(user) : null;
  const flags = useDeviceFlags(storage, key ? [key] : []);
  return flags && <SheetOnFirstVisit seenKey={key} storage={flags} />;
}

/** The sheet once the device's flags are read (Telegram's storage, then the browser's). */
function SheetOnFirstVisit({ seenKey, storage }: { seenKey: string | null; storage: DeviceStorage }) {
  const { show, dismiss } = useFirstVisit(seenKey, storage);
  return show ? <HowToPlaySheet onClose={dismiss} /> : null;
}
