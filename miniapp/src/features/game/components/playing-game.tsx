import { useEffect } from 'react';
import { useSubmitGuess } from '@app/shared/client/game';
import { useT } from '@app/shared/client/i18n/use-t';
import { playBlockText } from '@app/shared/client/game-flow/game-copy';
import { useGuessFlow, type GuessTarget } from '@app/shared/client/game-flow/use-guess-flow';
import type { MainButtonState } from '../../../lib/main-button';
import { notify } from '../../../lib/notify';
import { haptic } from '../../../lib/telegram';
import { GUESS_FORM_ID, GuessForm } from './guess-form';
import { PuzzleCard } from './puzzle-card';
import { ResultBanner } from './result-banner';

interface PlayingGameProps extends GuessTarget {
  onMainButton: (state: MainButtonState | null) => void;
}

/** The round being played: the puzzle, then the last guess's banner, the holder's hint and the field. */
export function PlayingGame({ onMainButton, ...target }: PlayingGameProps) {
  const { game, image } = target;
  const { guess, pending, banner } = useGuessFlow({
    ...target,
    submit: useSubmitGuess(),
    show: (message) => notify(message.title, message.description),
    onAnswer: (result) => haptic(result.success ? 'success' : 'error'),
  });
  const blocked = !!image.playBlock;
  const t = useT();

  useEffect(() => {
    onMainButton(
      blocked
        ? null
        : {
            text: t(pending ? 'game.guess.pending' : 'game.guess.submit'),
            progress: pending,
            onClick: () => (document.getElementById(GUESS_FORM_ID) as HTMLFormElement | null)?.requestSubmit(),
          },
    );
  }, [blocked, pending, onMainButton, t]);
  useEffect(() => () => onMainButton(null), [onMainButton]);

  return (
    <PuzzleCard game={game} image={image}>
      {banner && <ResultBanner result={banner} />}
      {game.hint && (
        <aside className="callout callout-hint">
          <p className="callout-title">{t('game.hint.title')}</p>
          <p>{game.hint}</p>
        </aside>
      )}
      {image.playBlock ? (
        <p role="alert" className="callout callout-miss">
          {playBlockText(image.playBlock)}
        </p>
      ) : (
        <GuessForm onGuess={guess} />
      )}
    </PuzzleCard>
  );
}
