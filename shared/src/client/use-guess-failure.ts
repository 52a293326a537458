import { useQueryClient } from '@tanstack/react-query';
import { guessFailure, type PlayerMessage } from './guess-failure';

interface GuessFailureReactions {
  /** Shows a destructive notice the front end's own way (a toast, a snackbar). */
  show: (message: PlayerMessage) => void;
  onRoundChanged: () => void;
}

/**
 * Applies the guess-error policy: refetches what shows the new state and tells the player.
 * Returns the guess field's message when the refusal is about the number typed.
 */
export function useGuessFailureHandler({ show, onRoundChanged }: GuessFailureReactions) {
  const queryClient = useQueryClient();
  return (error: unknown): string | undefined => {
    const failure = guessFailure(error);
    if (failure.outcome === 'round-changed') return void onRoundChanged();
    if ('refetch' in failure) void queryClient.invalidateQueries({ queryKey: failure.refetch });
    if ('message' in failure) show(failure.message);
    return 'fieldError' in failure ? failure.fieldError : undefined;
  };
}
