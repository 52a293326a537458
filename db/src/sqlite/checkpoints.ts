import type Sqlite from 'better-sqlite3';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the log back into the file. */
const CHECKPOINT_EVERY_MS = 500;
/** SQLite's own default: a commit that finds the log past this many pages copies it back itself. */
const AUTO_CHECKPOINT_PAGES = 1000;

export interface BackgroundCheckpoints {
  /** Stops the worker and closes its connection; the file's own connection checkpoints as it closes. */
  stop(): Promise<void>;
}

/**
 * Moves the write-ahead log's checkpoints off the event loop. By default SQLite copies the
 * log back into the file inside the commit that takes it past 1,000 pages, on the thread
 * that commits, with an fsync: 10-17 ms on this machine, several times a second at 2,500
 * guesses a second, every request behind it waiting. A worker thread with its own
 * connection does it instead, every CHECKPOINT_EVERY_MS; the server's connection stops
 * checkpointing once the worker runs, and again checkpoints itself if the worker fails.
 */
export function checkpointInBackground(sqlite: Sqlite.Database): BackgroundCheckpoints {
  const worker = new Worker(new URL('./checkpoint-worker.js', import.meta.url), {
    workerData: { path: sqlite.name, everyMs: CHECKPOINT_EVERY_MS },
  });
  const checkpointHere = () => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  worker.on('message', (message: { ready?: true; failed?: string }) => {
    if (message.ready && sqlite.open) sqlite.pragma('wal_autocheckpoint = 0');
    if (message.failed) checkpointHere();
  });
  worker.on('error', checkpointHere);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // A process may end with its database open (a test's, a script's): the worker must not keep it alive.
  worker.unref();
  return {
    stop: async () => {
      checkpointHere();
      // Held while it closes: a process waiting only for this must not end before it has.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
