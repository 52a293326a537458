import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HighContrastBody } from '../schemas/contrast';
import type { Me } from '../schemas/wallet';
import { apiRequest } from './api-fetch';
import { queryKeys } from './query-keys';

/**
 * Saves the high-contrast setting on the account (its menu and switch load with their
 * screens); the screens follow at once, the answer written into /api/me's data.
 */
export function useSetHighContrast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (highContrast: boolean) =>
      HighContrastBody.parse(await apiRequest('/api/me/high-contrast', { method: 'PUT', body: { highContrast } })),
    onSuccess: ({ highContrast }) =>
      queryClient.setQueryData<Me>(queryKeys.me, (me) => (me ? { ...me, highContrast } : me)),
  });
}
