import { rippleSeconds } from './ripple-time';

/** A ledger header: its index, hash and close time in Ripple seconds. */
export interface LedgerHeader {
  index: number;
  hash: string;
  closeTime: number;
}

/**
 * The first ledger closed at or after `time`, by binary search over ledger indexes:
 * close times only grow with the index. `read` reads a validated ledger (its index, or
 * the newest); null while the newest closed earlier. About 2 log2(n) reads for a ledger
 * n back.
 */
export async function firstLedgerAfter(
  read: (index: number | 'validated') => Promise<LedgerHeader>,
  time: Date,
): Promise<LedgerHeader | null> {
  const target = rippleSeconds(time);
  let high = await read('validated');
  if (high.closeTime < target) return null;
  // Widen the step back until a ledger closed before the target (ledgers close every 3-5 s).
  let step = Math.max(1, Math.floor((high.closeTime - target) / 4));
  let lowIndex = high.index;
  for (;;) {
    lowIndex = Math.max(1, high.index - step);
    if (lowIndex === high.index) return high;
    const low = await read(lowIndex);
    if (low.closeTime < target) break;
    high = low;
    if (lowIndex === 1) return high;
    step *= 2;
  }
  while (high.index - lowIndex > 1) {
    const middle = await read(Math.floor((lowIndex + high.index) / 2));
    if (middle.closeTime >= target) high = middle;
    else lowIndex = middle.index;
  }
  return high;
}
