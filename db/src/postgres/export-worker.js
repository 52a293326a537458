// Plain JavaScript: a worker thread runs it as it is, whatever loads the server's TypeScript.
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { workerData } from 'node:worker_threads';

/** Rows read from PostgreSQL at a time, and written into the file in one transaction. */
const BATCH_ROWS = 2000;
/** The file's page cache while it is written (KiB): its indexes' pages stay in memory. */
const CACHE_KIB = 32 * 1024;

/** SQLite stores a boolean as 0 or 1; every other value the record holds binds as it is. */
const sqliteValue = (value) => (typeof value === 'boolean' ? Number(value) : value);

async function exportTable(client, target, { name, columns }) {
  const list = columns.map((column) => `"${column}"`).join(', ');
  const insert = target.prepare(`INSERT INTO "${name}" (${list}) VALUES (${columns.map(() => '?').join(', ')})`);
  const writeRows = target.transaction((rows) => {
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

/**
 * Writes every row of the PostgreSQL record into the migrated SQLite file at `path` (see
 * export-to-sqlite.ts): one read snapshot (a REPEATABLE READ transaction), so the game may
 * keep writing, read through a cursor a batch at a time. An error ends the worker with it.
 */
const { connection, path, tables } = workerData;
const target = new Sqlite(path);
const client = new pg.Client(connection);
// A connection lost mid-export fails the statement waiting on it; unheard, the event would end the worker unexplained.
client.on('error', () => undefined);
try {
  // A scratch file until it is renamed (removed if anything fails): nothing to journal, and
  // rows arrive in foreign key order.
  target.pragma('journal_mode = OFF');
  target.pragma('synchronous = OFF');
  target.pragma(`cache_size = -${CACHE_KIB}`);
  target.pragma('foreign_keys = OFF');
  // A migration may seed a row (a flag the server's start clears): the file holds the record's rows only.
  for (const { name } of tables) target.exec(`DELETE FROM "${name}"`);
  await client.connect();
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  for (const table of tables) await exportTable(client, target, table);
  await client.query('COMMIT');
} finally {
  target.close();
  await client.end().catch(() => undefined);
}
