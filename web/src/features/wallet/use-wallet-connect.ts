import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createWalletSession, waitForSignIn } from '@app/shared/client/wallet';
import { meQuery } from '@app/shared/client/session';
import type { WalletSessionCreated } from '@app/shared/schemas/wallet';
import { toast } from '../../lib/toast';
import { saveWallet } from '../../lib/wallet-storage';

export type ConnectState = { step: 'idle' } | { step: 'connecting'; session: WalletSessionCreated } | { step: 'failed' };

/**
 * The Xaman sign-in: create a request, show its QR or app link, and wait while it is
 * polled. The server sets the session when the request is signed.
 */
export function useWalletConnect(onConnected: () => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectState>({ step: 'idle' });
  const pending = useRef<AbortController>(undefined);

  const cancel = useCallback(() => {
    pending.current?.abort();
    pending.current = undefined;
    setState({ step: 'idle' });
  }, []);

  useEffect(() => () => pending.current?.abort(), []);

  const connect = useCallback(async () => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    let session: WalletSessionCreated;
    try {
      session = await createWalletSession();
    } catch {
      setState({ step: 'failed' });
      toast({ title: 'Connection error', description: 'An error occurred while connecting your wallet', variant: 'destructive' });
      return;
    }
    setState({ step: 'connecting', session });
    try {
      const account = await waitForSignIn(session.uuid, controller.signal);
      saveWallet(account);
      await queryClient.invalidateQueries();
      await queryClient.fetchQuery(meQuery);
      setState({ step: 'idle' });
      toast({ title: 'Wallet connected', description: 'Your wallet has been connected successfully' });
      onConnected();
    } catch {
      if (controller.signal.aborted) return;
      setState({ step: 'failed' });
      toast({ title: 'Connection failed', description: 'Failed to connect wallet. Please try again.', variant: 'destructive' });
    }
  }, [onConnected, queryClient]);

  return { state, connect, cancel };
}
