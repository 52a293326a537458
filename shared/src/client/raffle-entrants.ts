import { useInfiniteQuery } from '@tanstack/react-query';
import { raffleEntrantsPath, RaffleEntrantsPage } from '../schemas/raffle';
import { apiRequest } from './api-fetch';
import { queryKeys } from './query-keys';

/** A drawn period's raffle entrants, a page at a time (the history only counts them); fetched once `enabled`. */
export const useRaffleEntrants = (periodId: number, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: queryKeys.leaderboard.raffleEntrants(periodId),
    queryFn: async ({ pageParam }) => RaffleEntrantsPage.parse(await apiRequest(pageParam)),
    initialPageParam: raffleEntrantsPath(periodId),
    getNextPageParam: (page) => page.next,
    enabled,
  });
