import type { LedgerAdapter } from './types';

/** Offline ledger: balances come from settings (DEV_BALANCES), everyone else holds nothing. */
export function fixedBalanceLedger(balances: ReadonlyMap<string, string>): LedgerAdapter {
  return {
    kind: 'fixed',
    getTokenBalance: async (walletAddress) => balances.get(walletAddress) ?? '0',
  };
}
