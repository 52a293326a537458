import type { Database } from '@app/db/database';
import { perDb } from './per-db';

/** Lets the event loop answer players between two chunks. */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A queue per database: each piece of work starts when the one asked before it has settled. */
export function queuePerDb(): <T>(db: Database, work: () => Promise<T>) => Promise<T> {
  const queues = perDb((): { last: Promise<unknown> } => ({ last: Promise.resolve() }));
  return (db, work) => {
    const queue = queues(db);
    const next = queue.last.catch(() => undefined).then(work);
    queue.last = next;
    return next;
  };
}
