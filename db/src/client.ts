import { openSqliteOrm, sqliteDatabase, type SqliteOrm } from './sqlite/open';
import { openPostgres, type PostgresLocation } from './postgres/open';
import { postgresDatabase } from './postgres/database';
import type { Database } from './database';

/** The SQLite file's synchronous drizzle handle, as the services used before both engines. */
export type Db = SqliteOrm;

/** Opens (creating if needed) the SQLite file with the pragmas the server relies on, and migrates it. */
export const openDb = openSqliteOrm;

/** Where the record lives: the embedded SQLite file, or a PostgreSQL database. */
export type DatabaseLocation = { engine: 'sqlite'; path: string } | ({ engine: 'postgres' } & PostgresLocation);

export interface OpenedDatabase {
  database: Database;
  close(): Promise<void>;
}

/** Opens and migrates the record on its engine. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenedDatabase> {
  const database =
    location.engine === 'sqlite' ? sqliteDatabase(openSqliteOrm(location.path)) : await postgresRecord(location);
  return { database, close: () => database.close() };
}

async function postgresRecord(location: PostgresLocation): Promise<Database> {
  const { orm, availability } = await openPostgres(location);
  return postgresDatabase(orm, availability);
}
