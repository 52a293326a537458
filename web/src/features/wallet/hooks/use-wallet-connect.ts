import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '@app/shared/client/i18n/language-runtime';
import { keptInviteRef } from '@app/shared/client/invite-ref';
import { createWalletSession, fetchWalletStatus, waitForSignIn } from '@app/shared/client/identity/xaman-sign-in';
import { meQuery } from '@app/shared/client/identity/session';
import type { WalletSessionCreated } from '@app/shared/schemas/wallet';
import { toast } from '../../../lib/toast';
import { saveWallet } from '../utils/wallet-storage';

/** A failed sign-in's toast; a phone's points to the QR code. */
const failure = (mobile: boolean) => ({
  title: t(mobile ? 'web.wallet.connectionError' : 'wallet.failed'),
  description: t(mobile ? 'web.wallet.mobileFailedBody' : 'wallet.failedRetry'),
  variant: 'destructive' as const,
});

export type ConnectState =
  { step: 'idle' } | { step: 'connecting'; session: WalletSessionCreated } | { step: 'failed' };

/**
 * The Xaman sign-in: create a request, show its QR or app link, and wait while it is
 * polled. The server sets the session when the request is signed.
 */
export function useWalletConnect({ mobile, onConnected }: { mobile: boolean; onConnected: () => void }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectState>({ step: 'idle' });
  const pending = useRef<AbortController>(undefined);

  const cancel = useCallback(() => {
    pending.current?.abort();
    pending.current = undefined;
    setState({ step: 'idle' });
  }, []);

  useEffect(() => () => pending.current?.abort(), []);
  useIncompleteNotice(mobile && state.step === 'connecting' ? state.session.uuid : null);

  const connect = useCallback(async () => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const failed = () => {
      setState({ step: 'failed' });
      toast(failure(mobile));
    };
    let session: WalletSessionCreated;
    let account: string;
    try {
      session = await createWalletSession({ ref: keptInviteRef() });
    } catch {
      return failed();
    }
    if (mobile && !session.deepLink && !session.qrData.startsWith('http')) {
      toast({
        title: t('web.wallet.noXaman'),
        description: t('web.wallet.noXamanBody'),
        variant: 'destructive',
      });
    }
    setState({ step: 'connecting', session });
    try {
      account = await waitForSignIn(session.uuid, controller.signal);
    } catch {
      if (!controller.signal.aborted) failed();
      return;
    }
    try {
      saveWallet(account);
      await queryClient.invalidateQueries();
      await queryClient.fetchQuery(meQuery);
      setState({ step: 'idle' });
      toast({ title: t('web.wallet.connected'), description: t('web.wallet.connectedBody') });
      onConnected();
    } catch {
      setState({ step: 'failed' });
      toast({
        title: t('web.wallet.connectionError'),
        description: t('web.wallet.errorBody'),
        variant: 'destructive',
      });
    }
  }, [mobile, onConnected, queryClient]);

  return { state, connect, cancel };
}

/**
 * On a phone the player leaves for the Xaman app; when they come back and the request is
 * still unsigned, say so (polling goes on, so signing later still works).
 */
function useIncompleteNotice(uuid: string | null) {
  useEffect(() => {
    if (!uuid) return;
    let left = false;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        left = true;
        return;
      }
      if (!left) return;
      left = false;
      void fetchWalletStatus(uuid)
        .then((status) => {
          if (!status.resolved) {
            toast({
              title: t('web.wallet.incomplete'),
              description: t('web.wallet.incompleteBody'),
            });
          }
        })
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [uuid]);
}
