import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest } from '@app/shared/client/api-fetch';
import { errorMessage } from '@app/shared/client/i18n/error-message';
import { t } from '@app/shared/client/i18n/language-runtime';
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
          title: t('web.wallet.xappFailed'),
          description: (error instanceof ApiError && errorMessage(error)) || t('web.wallet.xappInstead'),
          variant: 'destructive',
        }),
      );
  }, [token, queryClient]);
  return null;
}
