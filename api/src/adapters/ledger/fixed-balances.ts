import type { LedgerAdapter } from './types';

/**
 * Offline ledger: balances come from settings (DEV_BALANCES), everyone else holds nothing;
 * every wallet exists except those listed as `unactivated`.
 */
export function fixedBalanceLedger(
  balances: ReadonlyMap<string, string>,
  unactivated: ReadonlySet<string> = new Set(),
): LedgerAdapter {
  return {
    kind: 'fixed',
    getTokenBalance: async (walletAddress) => balances.get(walletAddress) ?? '0',
    accountExists: async (walletAddress) => !unactivated.has(walletAddress),
  };
}
