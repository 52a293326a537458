import type pg from 'pg';
import { Worker } from 'node:worker_threads';
import { TABLES } from '../copy-to-postgres';
import { MIGRATIONS_FOLDER } from '../sqlite/open';
import { STALLED_SERVER_MARGIN_MS } from './open';

/**
 * What a worker needs to open its own connection as the pool's: the database and schema, and
 * the server's statement timeout, past which the worker also stops waiting for a stalled server.
 */
function connectionOf(pool: pg.Pool): pg.ClientConfig {
  const { connectionString, options, application_name, connectionTimeoutMillis } = pool.options;
  const statementMs = /statement_timeout=(\d+)/.exec(options ?? '')?.[1];
  return {
    connectionString,
    options,
    application_name,
    keepAlive: true,
    connectionTimeoutMillis,
    ...(statementMs && { query_timeout: Number(statementMs) + STALLED_SERVER_MARGIN_MS }),
  };
}

/** Runs `worker` until it ends; fails with the error it ended with, its `code` kept (a lost database still reads as one). */
function finished(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    worker.once('error', (error) => (failure = error));
    worker.once('exit', (code) => {
      if (failure) reject(failure);
      else if (code === 0) resolve();
      else reject(new Error(`the export to SQLite ended with ${code}`));
    });
  });
}

/**
 * Writes the whole PostgreSQL record into a new SQLite file at `path`, migrated as the
 * embedded engine's own, in one read snapshot while the game keeps writing. Everything runs
 * on a worker thread (export-worker.js), the file system's calls included: the rows of a
 * million players and their garbage held the server's event loop for hundreds of ms, and
 * renaming a file just written waits for the disk (200 ms for 100 MB).
 * The file is what a SQLite server backs up to: either engine restores it.
 */
export function exportToSqlite(pool: pg.Pool, path: string): Promise<void> {
  const workerData = {
    connection: connectionOf(pool),
    path,
    migrationsFolder: MIGRATIONS_FOLDER,
    tables: TABLES.map(({ name, columns }) => ({ name, columns })),
  };
  return finished(new Worker(new URL('./export-worker.js', import.meta.url), { workerData }));
}
