import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL } from '../constants';
import { CurrentGame, GameImage, GuessResult } from '../schemas/game';
import { PlayerStats } from '../schemas/stats';
import { apiRequest } from './api-fetch';
import { answerOf } from './early-answers';
import { boardKeys, queryKeys } from './query-keys';

export const currentGameQuery = queryOptions({
  queryKey: queryKeys.game.current,
  queryFn: async () => CurrentGame.parse(await answerOf('/api/game/current')),
  refetchInterval: POLL.currentGameMs,
});

export function useCurrentGame() {
  return useQuery(currentGameQuery);
}

export const gameImageQuery = (showUnblurred = false) =>
  queryOptions({
    queryKey: queryKeys.game.image(showUnblurred),
    queryFn: async () =>
      GameImage.parse(await answerOf(`/api/game/image${showUnblurred ? '?showUnblurred=true' : ''}`)),
    staleTime: POLL.imageStaleMs,
    gcTime: POLL.imageCacheMs,
    refetchInterval: POLL.imageStaleMs,
    retry: 2,
  });

/** The player's view of today's round, or a visitor's (the most blurred image); asked once a round exists. */
export function useGameImage(enabled: boolean, showUnblurred = false) {
  return useQuery({ ...gameImageQuery(showUnblurred), enabled });
}

export function useSubmitGuess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { guess: string; roundId: number }) =>
      GuessResult.parse(await apiRequest('/api/game/guess', { method: 'POST', body: input })),
    onSuccess: () => {
      // The streak in /api/me moves when a guess ends the day.
      for (const queryKey of [queryKeys.game.images, ...boardKeys, queryKeys.playerStats, queryKeys.me])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

const playerStatsQuery = queryOptions({
  queryKey: queryKeys.playerStats,
  queryFn: async () => PlayerStats.parse(await apiRequest('/api/player/stats')),
});

export const usePlayerStats = (enabled: boolean) => useQuery({ ...playerStatsQuery, enabled });
