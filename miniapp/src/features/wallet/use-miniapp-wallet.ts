import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLogout, useMe } from '@app/shared/client/session';
import { linkTelegramWallet } from '@app/shared/client/telegram';
import { createWalletSession, waitForSignIn } from '@app/shared/client/wallet';
import { openExternal, type TelegramEnv } from '../../lib/telegram';

const linkedKey = (wallet: string) => `linked:${wallet}`;

/**
 * Xaman sign-in from inside Telegram: the Xaman app opens through Telegram and the status
 * is polled as on the web. A connected wallet is linked to the Telegram user once per
 * connection; disconnecting forgets that.
 */
export function useMiniAppWallet(env: TelegramEnv | null) {
  const queryClient = useQueryClient();
  const me = useMe();
  const logout = useLogout();
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<AbortController>(undefined);
  const wallet = me.data?.walletAddress ?? null;

  useEffect(() => {
    if (!env || !wallet || sessionStorage.getItem(linkedKey(wallet))) return;
    sessionStorage.setItem(linkedKey(wallet), '1');
    linkTelegramWallet(env.initData, wallet).catch((failure: unknown) => console.error('wallet link failed', failure));
  }, [env, wallet]);

  useEffect(() => () => pending.current?.abort(), []);

  async function connect() {
    setError(null);
    setConnecting(true);
    pending.current = new AbortController();
    try {
      const session = await createWalletSession();
      openExternal(session.deepLink ?? session.qrData);
      await waitForSignIn(session.uuid, pending.current.signal);
      await queryClient.invalidateQueries();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to connect wallet. Please try again.');
    } finally {
      setConnecting(false);
    }
  }

  function disconnect() {
    if (wallet) sessionStorage.removeItem(linkedKey(wallet));
    logout.mutate();
  }

  return { wallet, loading: me.isPending, connecting, error, connect, disconnect };
}
