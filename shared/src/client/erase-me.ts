import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '../schemas/wallet';
import { apiRequest } from './api-fetch';

/** The words of "Delete My Data", the same in both front ends: what goes, what stays. */
export const ERASE_ME_COPY = {
  action: 'Delete My Data',
  pending: 'Deleting...',
  title: 'Delete your data?',
  /** What goes and what stays, in that order. */
  terms: [
    'Erased: your wallet address, your Telegram link and names, your display name, your reminder, invite link and group memberships, and your sign-ins on every device.',
    'Kept: your scores, on the leaderboards and in their history as "Deleted player", so no one else\'s rank moves.',
  ],
  final: 'This cannot be undone. You will be signed out.',
  cancel: 'Cancel',
  done: 'Your data was deleted',
  failed: 'Could not delete your data. Please try again.',
} as const;

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
      return queryClient.invalidateQueries();
    },
  });
  return {
    failed: erase.isError,
    /** The confirming button's behaviour and label, "Deleting..." while it runs. */
    confirmButton: {
      disabled: erase.isPending,
      onClick: () => erase.mutate(),
      children: erase.isPending ? ERASE_ME_COPY.pending : ERASE_ME_COPY.action,
    },
  };
}
