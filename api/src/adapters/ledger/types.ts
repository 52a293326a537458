/** A validated ledger the raffle draws with: its hash is the draw's randomness. */
export interface DrawLedger {
  index: number;
  hash: string;
  closeTime: Date;
  /** True on the offline ledger: the hash is derived from the period, not read from the XRPL. */
  standIn: boolean;
}

/** A transaction as the payment check needs it; amounts in drops, null when not in XRP. */
export interface LedgerTransaction {
  hash: string;
  type: string;
  account: string;
  destination: string | null;
  /** meta.TransactionResult, e.g. "tesSUCCESS"; null while the server has no metadata. */
  result: string | null;
  deliveredDrops: string | null;
  validated: boolean;
  /** The close time of the ledger that holds it; null before it is in one. */
  date: Date | null;
  lastLedgerSequence: number | null;
  /** The server's newest validated ledger when this was read: past lastLedgerSequence, an unvalidated one never will be. */
  validatedLedgerIndex: number;
}

/** A short public record put on the ledger in a transaction's memo (the day's commitment). */
export interface LedgerMemo {
  /** What the memo is, e.g. "bwif-guess/commitment". */
  type: string;
  data: string;
}

/** The XRP Ledger as the server needs it: whether a wallet exists, its balance of the community token, and the raffle's ledger and transactions. */
export interface LedgerAdapter {
  readonly kind: 'xrpl' | 'fixed';
  /**
   * The balance as a decimal string ("0" when the wallet has no trust line), at the
   * validated ledger or at `ledgerIndex`. Throws when the ledger cannot be reached.
   */
  getTokenBalance(walletAddress: string, ledgerIndex?: number): Promise<string>;
  /** Whether the account is activated (funded with the XRP reserve). Throws when the ledger cannot be reached. */
  accountExists(walletAddress: string): Promise<boolean>;
  /** The first validated ledger whose close time is at or after `time`; null while none has closed that late. */
  firstLedgerClosedAtOrAfter(time: Date): Promise<DrawLedger | null>;
  /** A transaction by its hash; null when the ledger does not know it. */
  getTransaction(hash: string): Promise<LedgerTransaction | null>;
  /**
   * Sends the memo in a transaction of the commit wallet and answers its hash once validated;
   * absent when no commit wallet is set up (COMMIT_WALLET_SEED). Throws when it was not sent.
   */
  publishMemo?(memo: LedgerMemo): Promise<string>;
  close?(): Promise<void>;
}
