import type { QueryKey } from '@tanstack/react-query';
import { GuessRefusalCode } from '../schemas/game';
import { ApiError } from './api-fetch';
import { errorMessage } from './i18n/error-message';
import { t } from './i18n/language-runtime';
import { queryKeys } from './query-keys';

/** A toast's title and description, as docs/SPEC.md words them. */
export interface PlayerMessage {
  title: string;
  description: string;
}

/**
 * What a front end does when a guess is refused. `refetch` names the query whose fresh
 * answer shows the player the new state; `message` is shown as a destructive notice.
 */
export type GuessFailure =
  | { outcome: 'round-changed' }
  | { outcome: 'signed-out'; refetch: QueryKey; message: PlayerMessage }
  | { outcome: 'game-over'; refetch: QueryKey }
  | { outcome: 'already-guessed'; fieldError: string }
  | { outcome: 'failed'; message: PlayerMessage };

/** A notice by its catalog ids' prefix, in the active language when it is raised. */
const notice = (prefix: 'game.failure.signedOut' | 'game.failure.failed'): PlayerMessage => ({
  title: t(`${prefix}.title`),
  description: t(`${prefix}.description`),
});

/** The one guess-error policy of both front ends, from the error the API client threw. */
export function guessFailure(error: unknown): GuessFailure {
  if (!(error instanceof ApiError)) return { outcome: 'failed', message: notice('game.failure.failed') };
  // The round check comes first: a stale round is answered 409 too, but with needsRefresh.
  if (error.needsRefresh) return { outcome: 'round-changed' };
  // The session is gone: the refetched session shows the sign-in prompt.
  if (error.status === 401)
    return { outcome: 'signed-out', refetch: queryKeys.me, message: notice('game.failure.signedOut') };
  // The number was tried already (in another tab): the field says so, as it does when it knew.
  const repeated = error.code === GuessRefusalCode.enum.ALREADY_GUESSED && errorMessage(error);
  if (repeated) return { outcome: 'already-guessed', fieldError: repeated };
  // Already over (another tab finished it): the refetched image shows the finished view.
  if (error.status === 409) return { outcome: 'game-over', refetch: queryKeys.game.images };
  return { outcome: 'failed', message: notice('game.failure.failed') };
}
