import { createHmac } from 'node:crypto';

/** How the internal handle (`users.username`) of an erased player begins. */
export const ERASED_PREFIX = 'erased:';

/**
 * The internal handle of an erased player: a keyed hash of their wallet, never the wallet.
 * Without the server's secret it names nobody; with it, the same wallet signing in again
 * finds its old row, so erasing cannot start a second row (and a second go at today's round).
 */
export function erasedHandle(walletAddress: string, secret: string): string {
  return `${ERASED_PREFIX}${createHmac('sha256', secret).update(walletAddress).digest('base64url')}`;
}
