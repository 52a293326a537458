import type { LedgerTransaction } from '../../adapters/ledger/types';

/** What a raffle payment must be to count as paid. */
export interface ExpectedPayment {
  from: string;
  to: string;
  drops: string;
  requestedAt: Date;
}

/** The verdict on a transaction: paid, refused with the reason, or still waiting for validation. */
export type Verdict = { state: 'paid' } | { state: 'refused'; reason: string } | { state: 'pending' };

/**
 * Checks a signed payment's transaction as the ledger reports it. An unvalidated one is
 * waited for until its LastLedgerSequence has passed; then it never will be.
 */
export function verifyPayment(tx: LedgerTransaction | null, expected: ExpectedPayment): Verdict {
  if (!tx) return { state: 'refused', reason: 'The transaction is not on the ledger' };
  if (!tx.validated) {
    const expired = tx.lastLedgerSequence !== null && tx.validatedLedgerIndex > tx.lastLedgerSequence;
    return expired
      ? {
          state: 'refused',
          reason: `The transaction was not validated by its LastLedgerSequence ${tx.lastLedgerSequence}`,
        }
      : { state: 'pending' };
  }
  const refusal = refusalOf(tx, expected);
  return refusal ? { state: 'refused', reason: refusal } : { state: 'paid' };
}

function refusalOf(tx: LedgerTransaction, expected: ExpectedPayment): string | null {
  if (tx.type !== 'Payment') return `The transaction is a ${tx.type}, not a Payment`;
  if (tx.result !== 'tesSUCCESS') return `The payment failed on the ledger: ${tx.result ?? 'no result'}`;
  if (tx.account !== expected.from) return `The payment is from ${tx.account}, not the admin wallet ${expected.from}`;
  if (tx.destination !== expected.to)
    return `The payment went to ${tx.destination ?? 'no one'}, not the winner ${expected.to}`;
  if (tx.deliveredDrops !== expected.drops) {
    return `The payment delivered ${tx.deliveredDrops ?? 'no XRP'} drops, not the prize of ${expected.drops} drops`;
  }
  // Ledger close times have whole seconds.
  if (!tx.date || tx.date.getTime() < Math.floor(expected.requestedAt.getTime() / 1000) * 1000) {
    return `The payment is dated ${tx.date?.toISOString() ?? 'never'}, before the request at ${expected.requestedAt.toISOString()}`;
  }
  return null;
}
