import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Me } from '../../schemas/wallet';
import type { Appearance } from '../../schemas/theme';
import { apiRequest } from '../api-fetch';
import { answerOf } from '../early-answers';
import { playerKeys, queryKeys } from '../query-keys';

export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async () => Me.parse(await answerOf('/api/me')),
});

/** Who the session is: the signed-in wallet (the server's word, not local storage), admin flag, theme. */
export function useMe() {
  return useQuery(meQuery);
}

/**
 * After a sign-out: every per-player answer is emptied (a query on screen asks again, a query
 * turned off keeps nothing to draw), then every other answer is asked again.
 */
export async function forgetPlayer(queryClient: QueryClient): Promise<void> {
  await Promise.all(playerKeys.map((queryKey) => queryClient.resetQueries({ queryKey })));
  await queryClient.invalidateQueries();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/session/logout', { method: 'POST' }),
    onSettled: () => forgetPlayer(queryClient),
  });
}

export function saveAppearance(appearance: Appearance): Promise<unknown> {
  return apiRequest('/api/theme', { method: 'POST', body: { appearance } });
}
