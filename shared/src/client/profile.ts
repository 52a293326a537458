import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Profile } from '../schemas/profile';
import { ApiError, apiRequest } from './api-fetch';
import { errorMessage } from './i18n/error-message';
import { t } from './i18n/language-runtime';
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

/** What to tell a player whose name was refused: the server's reason, else a generic line. */
export function displayNameError(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = errorMessage(error);
    if (reason) return reason;
    if (error.status === 401) return t('name.signIn');
  }
  return t('name.failed');
}
