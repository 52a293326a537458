import { useEffect } from 'react';
import { useMe } from '@app/shared/client/identity/session';
import { restoreWalletHint, syncStoredWallet } from '../utils/wallet-storage';

/**
 * The signed-in wallet as the server's session says, and until it answers the locally
 * restored hint (shown as pending, never trusted).
 */
export function useSessionWallet(): { wallet: string | null; pending: boolean } {
  const me = useMe();
  const sessionWallet = me.data?.walletAddress ?? null;
  const known = me.isSuccess;
  useEffect(() => {
    if (known) syncStoredWallet(sessionWallet);
  }, [known, sessionWallet]);
  if (me.isPending) return { wallet: restoreWalletHint(), pending: true };
  return { wallet: sessionWallet, pending: false };
}
