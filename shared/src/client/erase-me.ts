import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '../schemas/wallet';
import { apiRequest } from './api-fetch';
import { t } from './i18n/language-runtime';
import { forgetPlayer } from './identity/session';

/**
 * The server keeps something of this player: a wallet, or, for a Telegram player without
 * one, their Telegram id with its reminder and invite code.
 */
export const keepsPlayerData = (me: Me | undefined): boolean =>
  !!me && (me.walletAddress !== null || me.reminder !== null || me.invite !== null);

/**
 * Erases the signed-in player (DELETE /api/me) and signs them out everywhere: `onErased` runs
 * first (the refetched session then unmounts the screen that asked, and a per-call callback
 * with it), then every query is refetched, so the page turns into the signed-out game.
 */
export function useEraseMe(onErased: () => void) {
  const queryClient = useQueryClient();
  const erase = useMutation({
    mutationFn: () => apiRequest('/api/me', { method: 'DELETE' }),
    onSuccess: () => {
      onErased();
      return forgetPlayer(queryClient);
    },
  });
  return {
    failed: erase.isError,
    /** The confirming button's behaviour and label, "Deleting..." while it runs. */
    confirmButton: {
      disabled: erase.isPending,
      onClick: () => erase.mutate(),
      children: erase.isPending ? t('erase.pending') : t('erase.action'),
    },
  };
}
