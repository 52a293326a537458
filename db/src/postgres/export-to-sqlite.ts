import Sqlite from 'better-sqlite3';
import type pg from 'pg';
import { renameSync, rmSync } from 'node:fs';
import { TABLES } from '../copy-to-postgres';
import { writeMigratedFile } from '../sqlite/migrate-off-thread';

/** Rows read from PostgreSQL at a time. */
const BATCH_ROWS = 2000;
/**
 * How long one turn of the event loop writes rows into the file; the rest of a batch waits
 * for the next turn. A row's cost grows with the table's indexes and size (2,000 users took
 * up to 376 ms in one go), so the rows are counted by time, not by number.
 */
const SLICE_MS = 8;
/** The file's page cache while it is written (KiB): its indexes' pages stay in memory. */
const CACHE_KIB = 32 * 1024;

/**
 * Writes the whole PostgreSQL record into a new SQLite file at `path`, migrated as the
 * embedded engine's own: one read snapshot (a REPEATABLE READ transaction), so the game may
 * keep writing, read through a cursor a batch at a time, so the event loop never waits long.
 * The file is what a SQLite server backs up to: either engine restores it.
 */
export async function exportToSqlite(pool: pg.Pool, path: string): Promise<void> {
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  await writeMigratedFile(partial);
  const target = new Sqlite(partial);
  // A scratch file until it is renamed (removed if anything fails): nothing to journal, and
  // rows arrive in foreign key order.
  target.pragma('journal_mode = OFF');
  target.pragma('synchronous = OFF');
  target.pragma(`cache_size = -${CACHE_KIB}`);
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
  /** Writes rows from `from` on, for SLICE_MS at most (one row at least); returns the next row's index. */
  const writeSlice = target.transaction((rows: unknown[][], from: number) => {
    const until = performance.now() + SLICE_MS;
    let next = from;
    do insert.run(rows[next++]!.map(sqliteValue));
    while (next < rows.length && performance.now() < until);
    return next;
  });
  await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR SELECT ${list} FROM "${name}"`);
  for (;;) {
    const { rows } = await client.query<unknown[]>({ text: `FETCH ${BATCH_ROWS} FROM export_rows`, rowMode: 'array' });
    if (rows.length === 0) break;
    for (let next = writeSlice(rows, 0); next < rows.length; next = writeSlice(rows, next)) await turnOfTheLoop();
  }
  await client.query('CLOSE export_rows');
}

/** Lets the event loop answer what waits (a guess) before the next slice. */
const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** SQLite stores a boolean as 0 or 1; every other value the record holds binds as it is. */
const sqliteValue = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);
