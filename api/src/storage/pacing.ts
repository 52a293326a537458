import { performance } from 'node:perf_hooks';
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

/** How long one chunk of a long job may hold the event loop: players wait no longer than this behind it. */
const CHUNK_BUSY_MS = 10;
const FEWEST_ROWS = 50;
const MOST_ROWS = 4000;

/** Milliseconds the event loop has spent busy since the process started; time waiting for I/O is not counted. */
const eventLoopBusyMs = () => performance.eventLoopUtilization().active;

/**
 * Rows per chunk of a long job (the weekly archive's copy and purge), sized by how long the
 * last chunk kept the event loop busy rather than by a fixed count: the same count took 5-8
 * ms on one day and 35-45 ms on a slower one. A chunk that was busy past CHUNK_BUSY_MS halves
 * the next; one under half of it lets the next grow by half. Time spent waiting for a
 * database server does not count: it holds no player up.
 */
export class ChunkSize {
  private busyAtStart = 0;

  constructor(
    private current: number,
    private readonly options: { fixed?: boolean; busyMs?: () => number } = {},
  ) {}

  /** The rows of the chunk about to start; starts its clock. */
  next(): number {
    this.busyAtStart = this.busyMs();
    return this.current;
  }

  /** The chunk ended: sizes the next one by how long this one kept the loop busy. */
  ended(): void {
    if (this.options.fixed) return;
    const busy = this.busyMs() - this.busyAtStart;
    if (busy > CHUNK_BUSY_MS) this.current = Math.max(FEWEST_ROWS, Math.floor(this.current / 2));
    else if (busy < CHUNK_BUSY_MS / 2) this.current = Math.min(MOST_ROWS, Math.ceil(this.current * 1.5));
  }

  private busyMs(): number {
    return (this.options.busyMs ?? eventLoopBusyMs)();
  }
}
