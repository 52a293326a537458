import Sqlite from 'better-sqlite3';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { is } from 'drizzle-orm';
import type pg from 'pg';
import { existsSync } from 'node:fs';
import * as schema from './sqlite/schema/all';
import { openPostgres, type PostgresLocation } from './postgres/open';

/** A reason the copy did not happen; the target was left as it was (or emptied again). */
export class CopyRefused extends Error {}

export interface TableCount {
  table: string;
  source: number;
  copied: number;
}

const BATCH_ROWS = 500;

interface TableToCopy {
  name: string;
  /** Every column but the generated ones, which PostgreSQL computes itself. */
  columns: string[];
  /** Whether the database numbers its id, so its numbering must move past the copied ids. */
  identity: boolean;
  references: string[];
}

/** The schema's tables as the copy reads them, in the order the module lists them. */
export const SCHEMA_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is SQLiteTable => is(value, SQLiteTable))
  .map((table): TableToCopy => {
    const config = getTableConfig(table);
    return {
      name: config.name,
      columns: config.columns.filter((column) => !column.generated).map((column) => column.name),
      identity: config.columns.some((column) => column.name === 'id' && column.primary && column.hasDefault),
      references: config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name),
    };
  });

/** Every table, each after the tables its foreign keys point to. */
export const TABLES = inForeignKeyOrder(SCHEMA_TABLES);

/** Each table after the tables its foreign keys point to (a module's exports come in no set order). */
export function inForeignKeyOrder(tables: TableToCopy[]): TableToCopy[] {
  const ordered: TableToCopy[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t.name) && t.references.every((r) => r === t.name || placed.has(r)));
    if (ready.length === 0) throw new Error('The schema has a cycle of foreign keys');
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
  }
  return ordered;
}

/**
 * Copies every table of a SQLite database into an empty PostgreSQL one, in one read
 * snapshot of the source (so a live server may keep writing) and one transaction on the
 * target, sets each numbering past the highest id copied, and checks the row counts.
 */
export async function copySqliteToPostgres(from: string, to: PostgresLocation): Promise<TableCount[]> {
  if (!existsSync(from)) throw new CopyRefused(`No SQLite database at ${from}`);
  const source = new Sqlite(from, { readonly: true, fileMustExist: true });
  const { pool } = await openPostgres(to);
  const client = await pool.connect();
  try {
    await refuseUnlessEmpty(client);
    return await copyEveryTable(source, client);
  } finally {
    source.close();
    client.release();
    await pool.end();
  }
}

/**
 * Copies every table of `source` into the PostgreSQL tables `client` reaches, which
 * `prepare` (in the same transaction) leaves empty: one read snapshot of the source, one
 * transaction on the target, rolled back unless every row count matches.
 */
export async function copyEveryTable(
  source: Sqlite.Database,
  client: pg.PoolClient,
  prepare: () => Promise<void> = async () => undefined,
): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  try {
    source.exec('BEGIN');
    await client.query('BEGIN');
    await prepare();
    for (const table of TABLES) counts.push(await copyTable(source, client, table));
    const wrong = counts.filter(({ source, copied }) => source !== copied);
    if (wrong.length > 0) throw new CopyRefused(`Row counts differ: ${wrong.map((c) => c.table).join(', ')}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    if (source.inTransaction) source.exec('COMMIT');
  }
  // Statistics for the planner now, not at autovacuum's next pass: the server's prepared
  // statements are planned once per connection, from what they say at the first call.
  for (const { name } of TABLES) await client.query(`ANALYZE "${name}"`);
  return counts;
}

async function refuseUnlessEmpty(client: pg.PoolClient): Promise<void> {
  for (const { name } of TABLES) {
    const { rowCount } = await client.query(`select 1 from "${name}" limit 1`);
    if (rowCount) throw new CopyRefused(`The target is not empty: ${name} has rows`);
  }
}

async function copyTable(
  source: Sqlite.Database,
  client: pg.PoolClient,
  { name, columns, identity }: TableToCopy,
): Promise<TableCount> {
  const list = columns.map((column) => `"${column}"`).join(', ');
  const rows = source.prepare(`SELECT ${list} FROM "${name}"`).raw().iterate() as IterableIterator<unknown[]>;
  const batch: unknown[][] = [];
  for (const row of rows) {
    if (batch.push(row) === BATCH_ROWS) await insertBatch(client, name, list, batch.splice(0));
  }
  if (batch.length > 0) await insertBatch(client, name, list, batch);
  if (identity) {
    await client.query(
      `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 0) + 1, false) from "${name}"`,
    );
  }
  const inSource = Number(source.prepare(`SELECT count(*) FROM "${name}"`).pluck().get());
  const copied = await client.query(`select count(*)::int as n from "${name}"`);
  return { table: name, source: inSource, copied: copied.rows[0].n as number };
}

function insertBatch(client: pg.PoolClient, table: string, list: string, rows: unknown[][]) {
  const width = rows[0]!.length;
  const values = rows.map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`);
  return client.query(`insert into "${table}" (${list}) values ${values.join(', ')}`, rows.flat());
}
