import { useEffect } from 'react';
import { TIMERS } from '@app/shared/constants';
import { useSubmitGuess } from '@app/shared/client/game';
import { useGuessFailureHandler } from '@app/shared/client/use-guess-failure';
import { useTimedValue } from '@app/shared/client/use-timed-value';
import type { CurrentGame, GameImage, GuessResult } from '@app/shared/schemas/game';
import type { MainButtonState } from '../../lib/main-button';
import { notify } from '../../lib/notify';
import { haptic } from '../../lib/telegram';
import type { GameEnd } from './game-end';
import { GUESS_FORM_ID, GuessForm } from './guess-form';
import { PuzzleCard } from './puzzle-card';
import { ResultBanner } from './result-banner';

interface PlayingGameProps {
  game: CurrentGame;
  image: GameImage;
  onMainButton: (state: MainButtonState | null) => void;
  onGameOver: (end: GameEnd) => void;
  onRoundChanged: () => void;
}

/** The round being played: the puzzle, then the last guess's banner, the holder's hint and the field. */
export function PlayingGame({ game, image, onMainButton, onGameOver, onRoundChanged }: PlayingGameProps) {
  const submit = useSubmitGuess();
  const [banner, setBanner] = useTimedValue<GuessResult>(TIMERS.resultBannerMs);
  const fail = useGuessFailureHandler({
    show: (message) => notify(message.title, message.description),
    onRoundChanged,
  });
  const blocked = !!image.playBlock;

  useEffect(() => {
    onMainButton(
      blocked
        ? null
        : {
            text: submit.isPending ? 'Guessing...' : 'Submit Guess',
            progress: submit.isPending,
            onClick: () => (document.getElementById(GUESS_FORM_ID) as HTMLFormElement | null)?.requestSubmit(),
          },
    );
  }, [blocked, submit.isPending, onMainButton]);
  useEffect(() => () => onMainButton(null), [onMainButton]);

  async function guess(text: string): Promise<boolean> {
    try {
      const result = await submit.mutateAsync({ guess: text, roundId: game.roundId });
      haptic(result.success ? 'success' : 'error');
      setBanner(result);
      if (result.gameOver)
        onGameOver({
          result,
          roundNumber: game.roundNumber,
          attemptResults: [...image.attemptResults, result.success],
          lastImageUrl: image.imageUrl,
        });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  return (
    <PuzzleCard game={game} image={image}>
      {banner && <ResultBanner result={banner} />}
      {game.hint && (
        <aside className="callout callout-hint">
          <p className="callout-title">$BWIF Holder Hint</p>
          <p>{game.hint}</p>
        </aside>
      )}
      {image.playBlock ? (
        <p role="alert" className="callout callout-miss">
          {image.playBlock.message}
        </p>
      ) : (
        <GuessForm onGuess={guess} />
      )}
    </PuzzleCard>
  );
}
