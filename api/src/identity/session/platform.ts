import type { Platform } from '@app/shared/schemas/insights';
import type { SessionState } from '../../context';

/**
 * Where a request was played from, as the server verified it: Telegram's launch data is the
 * Mini App, a session an xApp launch opened is Xaman's xApp, anything else the web site.
 */
export function platformOf(session: SessionState | null): Platform {
  if (session?.telegramId) return 'miniapp';
  return session?.proof === 'xapp' ? 'xapp' : 'web';
}
