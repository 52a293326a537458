import type { CurrentGame, GameImage } from '@app/shared/schemas/game';
import { useGuess } from '../hooks/use-guess';
import type { GameResult } from '../types/game-result';
import { GuessForm } from './guess-form';
import { PuzzleCard } from './puzzle-card';
import { ResultBanner } from './result-banner';
import { StatsButton } from './stats-button';

interface PlayingCardProps {
  game: CurrentGame;
  image: GameImage;
  onGameOver: (result: GameResult) => void;
  onRoundChanged: () => void;
  onRevealed: () => void;
}

/** The card a player guesses in: the puzzle, the last guess's banner and the form (gone once the game is over). */
export function PlayingCard({ game, image, onGameOver, onRoundChanged, onRevealed }: PlayingCardProps) {
  const { guess, pending, banner } = useGuess({ game, image, onGameOver, onRoundChanged });
  return (
    <PuzzleCard game={game} image={image} actions={<StatsButton />} onRevealed={onRevealed}>
      {banner && <ResultBanner result={banner} />}
      {image.gameOver ? null : image.playBlock ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {image.playBlock.message}
        </p>
      ) : (
        <GuessForm pending={pending} onGuess={guess} />
      )}
    </PuzzleCard>
  );
}
