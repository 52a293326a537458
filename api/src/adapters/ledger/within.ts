/** How long a request waits on the ledger before it carries on without the answer. */
const LEDGER_WAIT_MS = 3000;

/** The promise, or a rejection once `ms` pass without its answer. */
export function withinLedgerWait<T>(promise: Promise<T>, ms = LEDGER_WAIT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`ledger did not answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
