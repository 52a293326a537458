import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Profile } from '../schemas/profile';
import { apiRequest } from './api-fetch';
import { boardKeys, queryKeys } from './query-keys';

/** Every query that shows the player's name: who they are and the boards. */
const namedKeys = [queryKeys.me, ...boardKeys, queryKeys.leaderboard.history, queryKeys.pointsLeaderboard];

/** Sets the signed-in player's display name (null clears it); the server's 400/409 message comes back as ApiError.serverMessage. */
export function useSaveDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (displayName: string | null) =>
      Profile.parse(await apiRequest('/api/me/profile', { method: 'PUT', body: { displayName } })),
    onSuccess: () => {
      for (const queryKey of namedKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
