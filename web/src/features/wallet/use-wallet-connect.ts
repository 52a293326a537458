import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { POLL } from '@app/shared/constants';
import { createWalletSession, fetchWalletStatus } from '@app/shared/client/wallet';
import { meQuery } from '@app/shared/client/session';
import type { WalletSessionCreated } from '@app/shared/schemas/wallet';
import { toast } from '../../lib/toast';
import { saveWallet } from '../../lib/wallet-storage';

export type ConnectState =
  | { step: 'idle' }
  | { step: 'connecting'; session: WalletSessionCreated }
  | { step: 'failed' };

/**
 * The Xaman sign-in: create a request, show its QR or app link, poll its status every 5 s
 * (at most 60 times). The server sets the session when the request is signed.
 */
export function useWalletConnect(onConnected: () => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectState>({ step: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const attempts = useRef(0);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    attempts.current = 0;
  }, []);

  useEffect(() => stop, [stop]);

  const fail = useCallback(
    (title: string, description: string) => {
      stop();
      setState({ step: 'failed' });
      toast({ title, description, variant: 'destructive' });
    },
    [stop],
  );

  const poll = useCallback(
    (uuid: string) => {
      timer.current = setTimeout(async () => {
        attempts.current += 1;
        try {
          const status = await fetchWalletStatus(uuid);
          if (status.resolved && status.account) {
            stop();
            saveWallet(status.account);
            await queryClient.invalidateQueries();
            await queryClient.fetchQuery(meQuery);
            setState({ step: 'idle' });
            toast({ title: 'Wallet connected', description: 'Your wallet has been connected successfully' });
            onConnected();
            return;
          }
          if (status.failed) return fail('Connection failed', 'Failed to connect wallet. Please try again.');
        } catch {
          // A failed status check is retried on the next tick.
        }
        if (attempts.current >= POLL.walletStatusMaxAttempts) {
          return fail('Connection failed', 'Failed to connect wallet. Please try again.');
        }
        poll(uuid);
      }, POLL.walletStatusMs);
    },
    [fail, onConnected, queryClient, stop],
  );

  const connect = useCallback(async () => {
    stop();
    try {
      const session = await createWalletSession();
      setState({ step: 'connecting', session });
      poll(session.uuid);
    } catch {
      fail('Connection error', 'An error occurred while connecting your wallet');
    }
  }, [fail, poll, stop]);

  const cancel = useCallback(() => {
    stop();
    setState({ step: 'idle' });
  }, [stop]);

  return { state, connect, cancel };
}
