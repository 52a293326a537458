import type { Db } from '@app/db/client';
import { perDb } from './per-db';

interface QueuedWrite {
  work: () => unknown;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit: the writes queued during one turn of the event loop run in a single
 * IMMEDIATE transaction, each in its own savepoint, and settle only after the COMMIT.
 * A commit costs more than a guess's own statements, and at 00:00 many guesses arrive
 * in the same turn. A write that throws is rolled back alone; the others still commit.
 */
function writeQueue(db: Db) {
  let queued: QueuedWrite[] = [];
  // Called inside the batch's transaction, a better-sqlite3 transaction function is a savepoint.
  const inSavepoint = db.$client.transaction((work: () => unknown) => work());
  const runBatch = db.$client.transaction((writes: QueuedWrite[]): Outcome[] =>
    writes.map((write) => {
      try {
        return { ok: true, value: inSavepoint(write.work) };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  ).immediate;

  function flush(): void {
    const writes = queued;
    queued = [];
    let outcomes: Outcome[];
    try {
      outcomes = runBatch(writes);
    } catch (error) {
      for (const write of writes) write.reject(error);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const write = writes[index]!;
      if (outcome.ok) write.resolve(outcome.value);
      else write.reject(outcome.error);
    });
  }

  return (write: QueuedWrite) => {
    if (queued.push(write) === 1) setImmediate(flush);
  };
}

const queues = perDb(writeQueue);

/** Runs synchronous `work` in the next group commit; resolves with its result once committed. */
export function inGroupCommit<T>(db: Db, work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queues(db)({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}
