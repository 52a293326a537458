import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Me } from '../../schemas/wallet';
import type { Appearance } from '../../schemas/theme';
import { apiRequest } from '../api-fetch';
import { answerOf } from '../early-answers';
import { queryKeys } from '../query-keys';

export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async () => Me.parse(await answerOf('/api/me')),
});

/** Who the session is: the signed-in wallet (the server's word, not local storage), admin flag, theme. */
export function useMe() {
  return useQuery(meQuery);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/session/logout', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function saveAppearance(appearance: Appearance): Promise<unknown> {
  return apiRequest('/api/theme', { method: 'POST', body: { appearance } });
}
