/** The XRP Ledger as the server needs it: a wallet's balance of the community token. */
export interface LedgerAdapter {
  readonly kind: 'xrpl' | 'fixed';
  /** The balance as a decimal string ("0" when the wallet has no trust line). Throws when the ledger cannot be reached. */
  getTokenBalance(walletAddress: string): Promise<string>;
  close?(): Promise<void>;
}
