import { useFirstVisit } from '@app/shared/client/first-visit';
import { safeStorage } from '@app/shared/client/safe-storage';
import { HOW_TO_PLAY_SEEN_KEY } from '@app/shared/client/game-flow/how-to-play';
import HowToPlayDialog from './how-to-play-dialog';

/** The how-to-play sheet, once per browser. */
export default function FirstVisitHowTo() {
  const { show, dismiss } = useFirstVisit(HOW_TO_PLAY_SEEN_KEY, safeStorage('local'));
  return show ? <HowToPlayDialog onClose={dismiss} /> : null;
}
