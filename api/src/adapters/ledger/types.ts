/** The XRP Ledger as the server needs it: whether a wallet exists, and its balance of the community token. */
export interface LedgerAdapter {
  readonly kind: 'xrpl' | 'fixed';
  /** The balance as a decimal string ("0" when the wallet has no trust line). Throws when the ledger cannot be reached. */
  getTokenBalance(walletAddress: string): Promise<string>;
  /** Whether the account is activated (funded with the XRP reserve). Throws when the ledger cannot be reached. */
  accountExists(walletAddress: string): Promise<boolean>;
  close?(): Promise<void>;
}
