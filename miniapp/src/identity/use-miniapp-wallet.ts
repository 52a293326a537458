import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { t } from '@app/shared/client/i18n/language-runtime';
import { useLogout, useMe } from '@app/shared/client/identity/session';
import { openExternal } from '../lib/telegram';

/**
 * Xaman sign-in from inside Telegram: the Xaman app opens through Telegram and the status
 * is polled as on the web. The sign-in is made under the launch data, so the server links
 * the wallet to the Telegram user when it resolves.
 */
export function useMiniAppWallet() {
  const queryClient = useQueryClient();
  const me = useMe();
  const logout = useLogout();
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<AbortController>(undefined);
  const wallet = me.data?.walletAddress ?? null;

  useEffect(() => () => pending.current?.abort(), []);

  async function connect() {
    setError(null);
    setConnecting(true);
    const controller = new AbortController();
    pending.current = controller;
    try {
      // Loaded on the tap: the sign-in stays out of the first load (120 KB budget).
      const { createWalletSession, waitForSignIn } = await import('@app/shared/client/identity/xaman-sign-in');
      const session = await createWalletSession();
      if (controller.signal.aborted) return;
      openExternal(session.deepLink ?? session.qrData);
      await waitForSignIn(session.uuid, controller.signal);
      await queryClient.invalidateQueries();
    } catch (failure) {
      // A player who cancelled knows why the wait ended: no failure to show.
      if (!controller.signal.aborted) setError(failure instanceof Error ? failure.message : t('wallet.failedRetry'));
    } finally {
      setConnecting(false);
    }
  }

  /** Stops waiting for Xaman; the sign-in left unsigned there expires on its own. */
  function cancel() {
    pending.current?.abort();
  }

  function disconnect() {
    logout.mutate();
  }

  return { wallet, loading: me.isPending, connecting, error, connect, cancel, disconnect };
}
