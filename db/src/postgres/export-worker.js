// Plain JavaScript: a worker thread runs it as it is, whatever loads the server's TypeScript.
import Sqlite from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import pg from 'pg';
import { renameSync, rmSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

/** Rows read from PostgreSQL at a time, and written into the file in one transaction. */
const BATCH_ROWS = 2000;
/** The file's page cache while it is written (KiB): its indexes' pages stay in memory. */
const CACHE_KIB = 32 * 1024;

/** SQLite stores a boolean as 0 or 1; every other value the record holds binds as it is. */
const sqliteValue = (value) => (typeof value === 'boolean' ? Number(value) : value);

/** A new SQLite file at `path` migrated as the embedded engine's, holding no row, ready to be filled. */
function emptyMigratedFile(path, migrationsFolder, tables) {
  rmSync(path, { force: true });
  const file = new Sqlite(path);
  file.pragma('synchronous = OFF');
  migrate(drizzle(file), { migrationsFolder });
  // A scratch file until it is renamed (removed if anything fails): nothing to journal, and
  // rows arrive in foreign key order.
  file.pragma('journal_mode = OFF');
  file.pragma(`cache_size = -${CACHE_KIB}`);
  file.pragma('foreign_keys = OFF');
  // A migration may seed a row (a flag the server's start clears): the file holds the record's rows only.
  for (const { name } of tables) file.exec(`DELETE FROM "${name}"`);
  return file;
}

async function exportTable(client, file, { name, columns }) {
  const list = columns.map((column) => `"${column}"`).join(', ');
  const insert = file.prepare(`INSERT INTO "${name}" (${list}) VALUES (${columns.map(() => '?').join(', ')})`);
  const writeRows = file.transaction((rows) => {
    for (const row of rows) insert.run(row.map(sqliteValue));
  });
  await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR SELECT ${list} FROM "${name}"`);
  for (;;) {
    const { rows } = await client.query({ text: `FETCH ${BATCH_ROWS} FROM export_rows`, rowMode: 'array' });
    if (rows.length === 0) break;
    writeRows(rows);
  }
  await client.query('CLOSE export_rows');
}

/** Every row of the record, read in one snapshot (REPEATABLE READ) while the game keeps writing. */
async function exportRows(connection, file, tables) {
  const client = new pg.Client(connection);
  // A connection lost mid-export fails the statement waiting on it; unheard, the event would end the worker unexplained.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const table of tables) await exportTable(client, file, table);
    await client.query('COMMIT');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Writes the PostgreSQL record into a new SQLite file at `path` (see export-to-sqlite.ts),
 * through `${path}.partial`, renamed once complete. An error ends the worker with it.
 */
const { connection, path, migrationsFolder, tables } = workerData;
const partial = `${path}.partial`;
try {
  const file = emptyMigratedFile(partial, migrationsFolder, tables);
  try {
    await exportRows(connection, file, tables);
  } finally {
    file.close();
  }
  renameSync(partial, path);
} catch (error) {
  rmSync(partial, { force: true });
  throw error;
}
