import { useEffect } from 'react';
import type { TelegramEnv } from './launch-params';
import { announceReady } from '../lib/telegram';

/**
 * Tells Telegram the app is ready. There is no sign-in step: every API call carries the
 * launch data (main.tsx), so the app shows at once.
 */
export function useTelegramSession(env: TelegramEnv | null): void {
  useEffect(() => {
    if (env) announceReady();
  }, [env]);
}
