import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest } from '@app/shared/client/api-fetch';
import { XAppSignIn } from '@app/shared/schemas/wallet';
import { toast } from '../../../lib/toast';
import { readXAppLaunch } from '../utils/xapp-launch';

/**
 * Inside Xaman (an xApp), signs the page in without a QR: the server resolves the launch
 * token with Xaman to the account open there. Renders nothing.
 */
export function XAppSignInEffect() {
  const queryClient = useQueryClient();
  const [token] = useState(() => readXAppLaunch().token);
  useEffect(() => {
    if (!token) return;
    void apiRequest('/api/wallet/xapp', { method: 'POST', body: { xAppToken: token } })
      .then((answer) => {
        XAppSignIn.parse(answer);
        return queryClient.invalidateQueries();
      })
      .catch((error: unknown) =>
        toast({
          title: 'Xaman sign-in failed',
          description: (error instanceof ApiError && error.serverMessage) || 'Use Connect Wallet instead.',
          variant: 'destructive',
        }),
      );
  }, [token, queryClient]);
  return null;
}
