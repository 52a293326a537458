import { Button } from '@telegram-apps/telegram-ui';
import { RULES_LINE } from '@app/shared/client/game-flow/how-to-play';
import { HOW_TO_PLAY } from '@app/shared/client/game-flow/how-to-play-steps';
import { Sheet } from '../../../components/sheet';
import { HowToPlaySteps } from './how-to-play-steps';

/** A first launch's "How to Play": the rules in a line, the steps, then back to the game. */
export default function HowToPlaySheet({ onClose }: { onClose: () => void }) {
  return (
    <Sheet open title={HOW_TO_PLAY.title} onClose={onClose}>
      <p className="sheet-text sheet-text-strong">{RULES_LINE}</p>
      <HowToPlaySteps />
      <p className="sheet-text">{HOW_TO_PLAY.newDay}</p>
      <div className="row">
        <Button size="l" stretched onClick={onClose}>
          {HOW_TO_PLAY.start}
        </Button>
      </div>
    </Sheet>
  );
}
