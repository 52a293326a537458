import type { ArchiveRound } from '../../schemas/archive';
import { useSubmitPracticeGuess } from '../archive';
import { useGuessFlow, type GuessFlowOptions } from './use-guess-flow';

/**
 * The guess flow of a past round's practice, in both front ends: the round is its own game
 * and image, and neither its end nor a new day moves the screen anywhere.
 */
export function usePracticeGuessFlow(round: ArchiveRound, notices: Pick<GuessFlowOptions, 'show' | 'onAnswer'>) {
  return useGuessFlow({
    ...notices,
    game: round,
    image: round,
    submit: useSubmitPracticeGuess(),
    onGameOver: () => undefined,
    onRoundChanged: () => undefined,
  });
}
