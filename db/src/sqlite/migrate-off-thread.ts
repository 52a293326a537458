import { Worker } from 'node:worker_threads';
import { MIGRATIONS_FOLDER } from './open';

/**
 * Creates a new SQLite file at `path`, migrated as the embedded engine's, on a worker thread:
 * the migrations take 0.1-0.6 s on the 2-core machine, which a server backing up must not hold
 * its event loop for.
 */
export function migratedFileOffThread(path: string): Promise<void> {
  const worker = new Worker(new URL('./migrate-worker.js', import.meta.url), {
    workerData: { path, migrationsFolder: MIGRATIONS_FOLDER },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrating ${path} ended with ${code}`))));
  });
}
