import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Profile, type ProfileBody } from '../schemas/profile';
import { ApiError, apiRequest } from './api-fetch';
import { boardKeys, queryKeys } from './query-keys';

/** Sets (or, with null, clears) the player's display name; the boards and /api/me refresh with it. */
export function useSaveDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileBody) =>
      Profile.parse(await apiRequest('/api/me/profile', { method: 'PUT', body })),
    onSuccess: () => {
      for (const queryKey of [queryKeys.me, queryKeys.pointsLeaderboard, ...boardKeys])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** What to tell the player when a name was refused: the server's message (either error shape), else a generic line. */
export function displayNameError(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown } | null;
    if (typeof body?.error === 'string') return body.error;
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 401) return 'Please connect your wallet to set a name.';
  }
  return 'Could not save your name. Please try again.';
}
