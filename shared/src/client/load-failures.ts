import type { BoardName } from '../schemas/leaderboard';
import { ApiError } from './api-fetch';
import type { PlayerMessage } from './guess-failure';
import { errorMessage } from './i18n/error-message';
import { t } from './i18n/language-runtime';

const GAME_LOAD_FAILED: PlayerMessage = {
  title: 'Game Error',
  description: 'There was an error loading the game data. Please try again later.',
};

/**
 * What the game card says when today's game cannot be loaded: with no NFT in the pool the
 * server's own words (nothing is broken, there is just nothing to play), else the spec's
 * "Game Error".
 */
export function gameLoadFailure(error: unknown): PlayerMessage {
  const description = error instanceof ApiError && error.code === 'NO_ROUND' ? errorMessage(error) : undefined;
  if (description) return { title: t('game.challenge.title'), description };
  return GAME_LOAD_FAILED;
}

/** A weekly board that failed to load; the holders' names the $bwif leaderboard. */
export function boardLoadFailure(board: BoardName): PlayerMessage {
  const which = board === 'holders' ? '$bwif leaderboard' : 'leaderboard';
  return {
    title: 'Failed to load leaderboard',
    description: `There was an error loading the ${which} data. Please try again later.`,
  };
}

export const POINTS_BOARD_LOAD_FAILED: PlayerMessage = {
  title: 'Error loading leaderboard',
  description: 'Failed to load BWIF Points leaderboard. Please try again later.',
};

export const RETRY = 'Retry';
