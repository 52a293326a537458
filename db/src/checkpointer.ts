import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './client';

/**
 * The worker's program. It is plain JavaScript run from source (eval), so it needs no
 * TypeScript loader, which a worker does not get under the test runner. After each
 * checkpoint that found frames it reports them: { log, checkpointed }.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
const timer = setInterval(() => {
  const [{ log, checkpointed }] = db.pragma('wal_checkpoint(PASSIVE)');
  if (log > 0) parentPort.postMessage({ log, checkpointed });
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export const CHECKPOINT_EVERY_MS = 1000;

/** Frames in the WAL, and how many of them are now in the database file. */
export interface CheckpointResult {
  log: number;
  checkpointed: number;
}

export interface CheckpointerOptions {
  /** The worker's error, as it crossed the thread boundary (a SQLite error keeps its code). */
  onFailure(error: unknown): void;
  onCheckpoint?(result: CheckpointResult): void;
}

export interface Checkpointer {
  /** Stops the worker and closes its connection; settles once it has. */
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints off the event loop. By default the commit that grows
 * the WAL past 1,000 pages copies them into the database file and syncs it, about 6 ms
 * on the development machine instead of 0.04, and the players whose requests arrive
 * meanwhile wait. Here the main connection never checkpoints; a worker thread with a
 * connection of its own checkpoints what is there every CHECKPOINT_EVERY_MS without
 * waiting on readers or the writer (PASSIVE). When the worker stops or fails, the main
 * connection checkpoints itself again, so the WAL never grows without bound.
 */
export function startCheckpointer(db: Db, path: string, options: CheckpointerOptions): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, path, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref();
  const automatic = db.$client.pragma('wal_autocheckpoint', { simple: true }) as number;
  db.$client.pragma('wal_autocheckpoint = 0');
  const restoreAutomatic = () => {
    if (db.$client.open) db.$client.pragma(`wal_autocheckpoint = ${automatic}`);
  };
  worker.on('message', (result: CheckpointResult) => options.onCheckpoint?.(result));
  worker.once('error', (error) => {
    restoreAutomatic();
    options.onFailure(error);
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held while it winds down, or a process with nothing else to do exits first.
      worker.ref();
      worker.postMessage('stop');
      await exited;
      restoreAutomatic();
    },
  };
}
