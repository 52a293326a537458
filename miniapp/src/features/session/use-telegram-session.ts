import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { authenticateTelegram } from '@app/shared/client/telegram';
import { announceReady, type TelegramEnv } from '../../lib/telegram';

/**
 * Signs the Telegram user in with initData once, then shows the app; a failed sign-in is
 * logged and the app is shown anyway (the spec's "authentication failure still shows the UI").
 */
export function useTelegramSession(env: TelegramEnv | null): 'loading' | 'ready' {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'loading' | 'ready'>(env ? 'loading' : 'ready');
  useEffect(() => {
    if (!env) return;
    announceReady();
    authenticateTelegram(env.initData)
      .catch((error: unknown) => console.error('Telegram sign-in failed', error))
      .finally(() => {
        void queryClient.invalidateQueries();
        setState('ready');
      });
  }, [env, queryClient]);
  return state;
}
