import { createHash } from 'node:crypto';
import { rippleSeconds } from './ripple-time';
import type { LedgerAdapter, LedgerMemo, LedgerTransaction } from './types';

/** What the offline ledger knows beyond balances: the payments the development wallet signed. */
export interface OfflineLedgerOptions {
  unactivated?: ReadonlySet<string>;
  /** A transaction the development wallet signed, by hash; it counts as validated at once. */
  signedTransaction?: (hash: string) => Promise<LedgerTransaction | null>;
}

/** The stand-in for a draw ledger: an index from the time, a hash derived from it, marked as such. */
export function standInLedgerHash(time: Date): string {
  return createHash('sha256').update(`stand-in ledger ${time.toISOString()}`).digest('hex').toUpperCase();
}

/** The stand-in transaction hash of an offline memo. */
function standInMemoHash({ type, data }: LedgerMemo): string {
  return createHash('sha256').update(`stand-in memo ${type} ${data}`).digest('hex').toUpperCase();
}

/**
 * Offline ledger: balances come from settings (DEV_BALANCES), everyone else holds nothing,
 * at every ledger; every wallet exists except those listed as `unactivated`. A draw gets a
 * stand-in ledger (its hash derived from the period's end, flagged standIn), and the
 * payments the development wallet approved are validated transactions.
 */
export function fixedBalanceLedger(
  balances: ReadonlyMap<string, string>,
  options: OfflineLedgerOptions = {},
): LedgerAdapter {
  const unactivated = options.unactivated ?? new Set<string>();
  return {
    kind: 'fixed',
    getTokenBalance: async (walletAddress) => balances.get(walletAddress) ?? '0',
    accountExists: async (walletAddress) => !unactivated.has(walletAddress),
    firstLedgerClosedAtOrAfter: async (time) => ({
      index: rippleSeconds(time),
      hash: standInLedgerHash(time),
      closeTime: time,
      standIn: true,
    }),
    getTransaction: async (hash) => (await options.signedTransaction?.(hash)) ?? null,
    // Offline, a memo is "sent" at once: its stand-in hash is derived from it, as a draw's ledger is.
    publishMemo: async (memo) => standInMemoHash(memo),
  };
}
