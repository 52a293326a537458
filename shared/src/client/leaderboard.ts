import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  HoldersLeaderboard,
  Leaderboard,
  LeaderboardHistory,
  OwnRank,
  PointsLeaderboard,
  type BoardName,
} from '../schemas/leaderboard';
import { ANONYMOUS_PLAYER, DELETED_PLAYER, UNKNOWN_USER } from '../rules/names';
import { apiRequest } from './api-fetch';
import { t } from './i18n/language-runtime';
import { queryKeys } from './query-keys';

const leaderboardQuery = (limit: number) =>
  queryOptions({
    queryKey: queryKeys.leaderboard.top(limit),
    queryFn: async () => Leaderboard.parse(await apiRequest(`/api/leaderboard?limit=${limit}`)),
  });

const holdersLeaderboardQuery = (limit: number) =>
  queryOptions({
    queryKey: queryKeys.holdersLeaderboard.top(limit),
    queryFn: async () => HoldersLeaderboard.parse(await apiRequest(`/api/bwif-leaderboard?limit=${limit}`)),
  });

/** Under the weekly board's key prefix, so whatever refreshes the boards refreshes it too. */
const ownRankQuery = (board: BoardName) =>
  queryOptions({
    queryKey: queryKeys.leaderboard.ownRank(board),
    queryFn: async () => OwnRank.parse(await apiRequest(`/api/leaderboard/me?board=${board}`)),
  });

const historyQuery = queryOptions({
  queryKey: queryKeys.leaderboard.history,
  queryFn: async () => LeaderboardHistory.parse(await apiRequest('/api/leaderboard/history')),
  retry: 1,
});

const pointsLeaderboardQuery = queryOptions({
  queryKey: queryKeys.pointsLeaderboard,
  queryFn: async () => PointsLeaderboard.parse(await apiRequest('/api/bwif-points-leaderboard')),
});

export const useLeaderboard = (limit: number) => useQuery(leaderboardQuery(limit));
export const useHoldersLeaderboard = (limit: number) => useQuery(holdersLeaderboardQuery(limit));
export const useOwnRank = (board: BoardName, enabled: boolean) => useQuery({ ...ownRankQuery(board), enabled });
export const useLeaderboardHistory = () => useQuery(historyQuery);
export const usePointsLeaderboard = () => useQuery(pointsLeaderboardQuery);

// The API writes its stand-ins for a nameless or erased player in English; no player can
// take one as a display name (they are reserved), so a row bearing one is always the stand-in.
const STAND_IN_NAMES: Readonly<Record<string, string>> = {
  [ANONYMOUS_PLAYER]: 'board.anonymous',
  [UNKNOWN_USER]: 'points.unknown',
  [DELETED_PLAYER]: 'name.deleted',
};

/** A board row's name in the active language: the server's English stand-ins translated. */
export function playerName(name: string | null): string {
  if (!name) return t('board.anonymous');
  const standIn = STAND_IN_NAMES[name];
  return standIn ? t(standIn) : name;
}
