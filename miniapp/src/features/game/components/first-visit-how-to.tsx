import { useFirstVisit } from '@app/shared/client/first-visit';
import { howToPlaySeenKeyOf } from '@app/shared/client/game-flow/how-to-play';
import type { DeviceStorage } from '@app/shared/client/safe-storage';
import HowToPlaySheet from './how-to-play-sheet';

/**
 * The how-to-play sheet, once per Telegram user on this device. The user and the storage
 * come from the app: this chunk must not import what the page's first script does.
 */
export default function FirstVisitHowTo({ user, storage }: { user: string | null; storage: DeviceStorage }) {
  const { show, dismiss } = useFirstVisit(user ? howToPlaySeenKeyOf(user) : null, storage);
  return show ? <HowToPlaySheet onClose={dismiss} /> : null;
}
