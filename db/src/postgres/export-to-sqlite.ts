import type pg from 'pg';
import { renameSync, rmSync } from 'node:fs';
import { TABLES } from '../copy-to-postgres';
import { runWorker } from '../run-worker';
import { writeMigratedFile } from '../sqlite/migrate-off-thread';
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

/**
 * Writes the whole PostgreSQL record into a new SQLite file at `path`, migrated as the
 * embedded engine's own, in one read snapshot while the game keeps writing. The rows are
 * read and written on a worker thread (export-worker.js): a million players' rows, and the
 * garbage they leave, would otherwise hold the server's event loop for hundreds of ms.
 * The file is what a SQLite server backs up to: either engine restores it.
 */
export async function exportToSqlite(pool: pg.Pool, path: string): Promise<void> {
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  try {
    await writeMigratedFile(partial);
    await runWorker(new URL('./export-worker.js', import.meta.url), {
      connection: connectionOf(pool),
      path: partial,
      tables: TABLES.map(({ name, columns }) => ({ name, columns })),
    });
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
