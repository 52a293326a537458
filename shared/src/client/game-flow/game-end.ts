import type { CurrentGame, GameImage, GuessResult } from '../../schemas/game';

/** A game that ended in this session: the last guess's answer and what the result dialog and share need. */
export interface GameEnd {
  result: GuessResult;
  roundId: number;
  roundNumber: number;
  /** Whether each attempt of the day was right, the last one included. */
  attemptResults: boolean[];
  /** The blurred image the player last saw, shown on a loss. */
  lastImageUrl: string;
}

/** The end a guess's answer makes, or null while the game goes on. */
export function gameEndOf(
  game: Pick<CurrentGame, 'roundNumber'>,
  image: GameImage,
  result: GuessResult,
): GameEnd | null {
  if (!result.gameOver) return null;
  return {
    result,
    roundId: image.roundId,
    roundNumber: game.roundNumber,
    attemptResults: [...image.attemptResults, result.success],
    lastImageUrl: image.imageUrl,
  };
}
