import Sqlite from 'better-sqlite3';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { alwaysAvailable } from '../availability';
import { databaseOf, type Database } from '../database';
import * as schema from './schema/all';
import type { Statement } from '../statement';
import { checkpointInBackground } from './checkpoints';
import { sqliteWriter } from './writer';

export type SqliteOrm = BetterSQLite3Database<typeof schema> & { $client: Sqlite.Database };

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Opens (creating if needed) the SQLite file with the pragmas the server relies on, and migrates it. */
export function openSqliteOrm(path: string): SqliteOrm {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Sqlite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const orm = drizzle(sqlite, { schema });
  migrate(orm, { migrationsFolder: MIGRATIONS_FOLDER });
  return orm;
}

/** The engine-neutral handle over a SQLite orm: transactions through its writer queue. */
export function sqliteDatabase(orm: SqliteOrm): Database {
  const writer = sqliteWriter(orm.$client);
  const run = compiledStatements(orm);
  const checkpoints = orm.$client.memory ? null : checkpointInBackground(orm.$client);
  const database: Database = databaseOf({
    engine: 'sqlite',
    availability: alwaysAvailable,
    orm,
    home: orm,
    rows: (query) => Promise.resolve(orm.all(query)),
    run: (statement, values) => Promise.resolve(run(statement, values)),
    arrays: (query) => {
      const { sql, params } = query.toSQL();
      return Promise.resolve(
        orm.$client
          .prepare(sql)
          .raw()
          .iterate(...params) as Iterable<never>,
      );
    },
    transaction: (work) => writer.transaction(database, work),
    oneStatement: (work) => writer.transaction(database, work),
    compiledOnce: (built) => built,
    afterCommit: writer.afterCommit,
    backupFile: async (path) => {
      await orm.$client.backup(path);
      // Out of WAL mode, as the file it was copied from is not: a backup is one file, read with no -wal or -shm beside it.
      const copy = new Sqlite(path);
      copy.pragma('journal_mode = DELETE');
      copy.close();
    },
    close: async () => {
      await checkpoints?.stop();
      orm.$client.close();
    },
  });
  return database;
}

/** Runs statements compiled once each on the SQLite connection. */
function compiledStatements(orm: SqliteOrm) {
  const { dialect } = orm as unknown as { dialect: SQLiteSyncDialect };
  const compiled = new Map<string, { prepared: Sqlite.Statement; params: unknown[] }>();
  return <T>({ name, query }: Statement, values: Record<string, unknown>): T[] => {
    let entry = compiled.get(name);
    if (!entry) {
      const { sql, params } = dialect.sqlToQuery(query);
      entry = { prepared: orm.$client.prepare(sql), params };
      compiled.set(name, entry);
    }
    return entry.prepared.all(...fillPlaceholders(entry.params, values)) as T[];
  };
}
