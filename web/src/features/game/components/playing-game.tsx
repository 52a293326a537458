import { useSubmitGuess } from '@app/shared/client/game';
import { playBlockText } from '@app/shared/client/game-flow/game-copy';
import { useGuessFlow, type GuessTarget } from '@app/shared/client/game-flow/use-guess-flow';
import { toast } from '../../../lib/toast';
import { GuessForm } from './guess-form';
import { PuzzleCard } from './puzzle-card';
import { ResultBanner } from './result-banner';
import { StatsButton } from './stats-button';

interface PlayingGameProps extends GuessTarget {
  onRevealed: () => void;
}

/** The card a player guesses in: the puzzle, the last guess's banner and the form (gone once the game is over). */
export function PlayingGame({ onRevealed, ...target }: PlayingGameProps) {
  const { game, image } = target;
  const { guess, pending, banner } = useGuessFlow({
    ...target,
    submit: useSubmitGuess(),
    show: (message) => toast({ ...message, variant: 'destructive' }),
  });
  return (
    <PuzzleCard game={game} image={image} actions={<StatsButton />} onRevealed={onRevealed}>
      {banner && <ResultBanner result={banner} />}
      {image.gameOver ? null : image.playBlock ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {playBlockText(image.playBlock)}
        </p>
      ) : (
        <GuessForm pending={pending} onGuess={guess} />
      )}
    </PuzzleCard>
  );
}
