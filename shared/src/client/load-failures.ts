import type { BoardName } from '../schemas/leaderboard';
import { ApiError } from './api-fetch';
import type { PlayerMessage } from './guess-failure';
import { errorMessage } from './i18n/error-message';
import { t } from './i18n/language-runtime';

/**
 * What the game card says when today's game cannot be loaded: with no NFT in the pool the
 * server's own words (nothing is broken, there is just nothing to play), else the spec's
 * "Game Error".
 */
export function gameLoadFailure(error: unknown): PlayerMessage {
  const description = error instanceof ApiError && error.code === 'NO_ROUND' ? errorMessage(error) : undefined;
  if (description) return { title: t('game.challenge.title'), description };
  return { title: t('load.game.title'), description: t('load.game.description') };
}

/** A weekly board that failed to load; the holders' names the $bwif leaderboard. */
export function boardLoadFailure(board: BoardName): PlayerMessage {
  return {
    title: t('load.board.title'),
    description: t(board === 'holders' ? 'load.board.holders' : 'load.board.regular'),
  };
}
