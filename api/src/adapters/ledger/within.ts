import { within } from '../within';

/** How long a request waits on the ledger before it carries on without the answer. */
const LEDGER_WAIT_MS = 3000;

/** The promise, or a rejection once `ms` pass without its answer. */
export const withinLedgerWait = <T>(promise: Promise<T>, ms = LEDGER_WAIT_MS): Promise<T> =>
  within(promise, ms, 'ledger');
