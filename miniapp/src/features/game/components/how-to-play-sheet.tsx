import { Button } from '@telegram-apps/telegram-ui';
import { rulesLine } from '@app/shared/client/game-flow/how-to-play';
import { useT } from '@app/shared/client/i18n/use-t';
import { Sheet } from '../../../components/sheet';
import { HowToPlaySteps } from './how-to-play-steps';

/** A first launch's "How to Play": the rules in a line, the steps, then back to the game. */
export default function HowToPlaySheet({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Sheet open title={t('howTo.title')} onClose={onClose}>
      <p className="sheet-text sheet-text-strong">{rulesLine()}</p>
      <HowToPlaySteps />
      <p className="sheet-text">{t('howTo.newDay')}</p>
      <div className="row">
        <Button size="l" stretched onClick={onClose}>
          {t('howTo.start')}
        </Button>
      </div>
    </Sheet>
  );
}
