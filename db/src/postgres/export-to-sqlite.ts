import type Sqlite from 'better-sqlite3';
import type pg from 'pg';
import { renameSync, rmSync } from 'node:fs';
import { TABLES } from '../copy-to-postgres';
import { openSqliteOrm } from '../sqlite/open';

/** Rows read and written at a time: a few milliseconds of the event loop each. */
const BATCH_ROWS = 2000;

/**
 * Writes the whole PostgreSQL record into a new SQLite file at `path`, migrated as the
 * embedded engine's own: one read snapshot (a REPEATABLE READ transaction), so the game may
 * keep writing, read through a cursor a batch at a time, so the event loop never waits long.
 * The file is what a SQLite server backs up to: either engine restores it.
 */
export async function exportToSqlite(pool: pg.Pool, path: string): Promise<void> {
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  const target = openSqliteOrm(partial).$client;
  // A scratch file until it is renamed: nothing to journal, and rows arrive in foreign key order.
  target.pragma('journal_mode = DELETE');
  target.pragma('synchronous = OFF');
  target.pragma('foreign_keys = OFF');
  // A migration may seed a row (a flag the server's start clears): the file holds the record's rows only.
  for (const { name } of TABLES) target.exec(`DELETE FROM "${name}"`);
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    for (const table of TABLES) await exportTable(client, target, table);
    await client.query('COMMIT');
    target.close();
    renameSync(partial, path);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (target.open) target.close();
    rmSync(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
}

async function exportTable(
  client: pg.PoolClient,
  target: Sqlite.Database,
  { name, columns }: { name: string; columns: string[] },
): Promise<void> {
  const list = columns.map((column) => `"${column}"`).join(', ');
  const insert = target.prepare(`INSERT INTO "${name}" (${list}) VALUES (${columns.map(() => '?').join(', ')})`);
  const insertBatch = target.transaction((rows: unknown[][]) => {
    for (const row of rows) insert.run(row.map(sqliteValue));
  });
  await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR SELECT ${list} FROM "${name}"`);
  for (;;) {
    const { rows } = await client.query<unknown[]>({ text: `FETCH ${BATCH_ROWS} FROM export_rows`, rowMode: 'array' });
    if (rows.length === 0) break;
    insertBatch(rows);
  }
  await client.query('CLOSE export_rows');
}

/** SQLite stores a boolean as 0 or 1; every other value the record holds binds as it is. */
const sqliteValue = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);
