import { createHmac } from 'node:crypto';

/** The name boards and history show for a player who erased their data. */
export const DELETED_PLAYER = 'Deleted player';

/**
 * The internal handle of an erased player: a keyed hash of their wallet, never the wallet.
 * Without the server's secret it names nobody; with it, the same wallet signing in again
 * finds its old row, so erasing cannot start a second row (and a second go at today's round).
 */
export function erasedHandle(walletAddress: string, secret: string): string {
  return `erased:${createHmac('sha256', secret).update(walletAddress).digest('base64url')}`;
}
