import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArchivePage, ArchiveRound, NumberedRound } from '../schemas/archive';
import { GuessResult } from '../schemas/game';
import { apiRequest } from './api-fetch';
import { queryKeys } from './query-keys';

/** The past rounds, newest first, a page at a time ("Show more" asks for the next). */
function useArchive() {
  return useInfiniteQuery({
    queryKey: queryKeys.archive.list,
    queryFn: async ({ pageParam }) =>
      ArchivePage.parse(await apiRequest(`/api/archive${pageParam ? `?before=${pageParam}` : ''}`)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

/**
 * The archive list as both front ends show it: the rounds loaded so far, its state, and
 * what "Show more" does while there are older rounds.
 */
export function useArchiveList() {
  const archive = useArchive();
  const rounds = archive.data?.pages.flatMap((page) => page.rounds) ?? [];
  return {
    rounds,
    pending: archive.isPending,
    failed: archive.isError,
    empty: archive.isSuccess && rounds.length === 0,
    more: archive.hasNextPage
      ? { loading: archive.isFetchingNextPage, load: () => void archive.fetchNextPage() }
      : null,
  };
}

/** The newest past round, for the practice path that names it `latest`: its id once the archive's first page has loaded. */
export function useLatestPastRound() {
  const { rounds, pending, failed, empty } = useArchiveList();
  return { roundId: rounds[0]?.roundId ?? null, pending, failed, empty };
}

const archiveRoundQuery = (roundId: number) =>
  queryOptions({
    queryKey: queryKeys.archive.round(roundId),
    queryFn: async () => ArchiveRound.parse(await apiRequest(`/api/archive/${roundId}`)),
  });

/** A past round as the player stands in it: its practice, or the day's game to look back at. */
export function useArchiveRound(roundId: number) {
  return useQuery(archiveRoundQuery(roundId));
}

/** A practice guess; the round's state and the list's result refresh after it. */
export function useSubmitPracticeGuess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ guess, roundId }: { guess: string; roundId: number }) =>
      GuessResult.parse(await apiRequest(`/api/archive/${roundId}/guess`, { method: 'POST', body: { guess } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.archive.all }),
  });
}

/** "Go to #N": the past round numbered N, then `open` it; a number with no past round fails (404). */
export function useGoToRound(open: (roundId: number) => void) {
  return useMutation({
    mutationFn: async (roundNumber: number) =>
      NumberedRound.parse(await apiRequest(`/api/archive/number/${roundNumber}`)),
    onSuccess: ({ roundId }) => open(roundId),
  });
}
