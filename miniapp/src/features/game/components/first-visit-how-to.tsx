import { useFirstVisit } from '@app/shared/client/first-visit';
import { howToPlaySeenKeyOf } from '@app/shared/client/game-flow/how-to-play';
import { launchingUser } from '../../../lib/launch-params';
import HowToPlaySheet from './how-to-play-sheet';

/** The how-to-play sheet, once per Telegram user on this device. */
export default function FirstVisitHowTo() {
  const user = launchingUser();
  const { show, dismiss } = useFirstVisit(user ? howToPlaySeenKeyOf(user) : null);
  return show ? <HowToPlaySheet onClose={dismiss} /> : null;
}
