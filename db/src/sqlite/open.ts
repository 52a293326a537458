import Sqlite from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseOf, type Database } from '../database';
import * as schema from '../schema/all';
import { sqliteWriter } from './writer';

export type SqliteOrm = BetterSQLite3Database<typeof schema> & { $client: Sqlite.Database };

const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

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
  const database: Database = databaseOf({
    engine: 'sqlite',
    orm,
    home: orm,
    rows: (query) => Promise.resolve(orm.all(query)),
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
    afterCommit: writer.afterCommit,
    backupFile: async (path) => void (await orm.$client.backup(path)),
    close: async () => void orm.$client.close(),
  });
  return database;
}
