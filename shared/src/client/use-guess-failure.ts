import { useQueryClient } from '@tanstack/react-query';
import { guessFailure, type PlayerMessage } from './guess-failure';

interface GuessFailureReactions {
  /** Shows a destructive notice the front end's own way (a toast, a snackbar). */
  show: (message: PlayerMessage) => void;
  onRoundChanged: () => void;
}

/** Applies the guess-error policy: refetches what shows the new state and tells the player. */
export function useGuessFailureHandler({ show, onRoundChanged }: GuessFailureReactions) {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    const failure = guessFailure(error);
    if (failure.outcome === 'round-changed') return onRoundChanged();
    if ('refetch' in failure) void queryClient.invalidateQueries({ queryKey: failure.refetch });
    if ('message' in failure) show(failure.message);
  };
}
