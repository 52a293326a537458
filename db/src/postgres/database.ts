import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { databaseOf, type Database } from '../database';

type PgHandle = NodePgDatabase<Record<string, unknown>> | PgTransaction<never, Record<string, unknown>>;

/** The engine-neutral handle over a PostgreSQL pool or one of its transactions (nested: a savepoint). */
export function postgresDatabase(orm: PgHandle, home: object = orm): Database {
  return databaseOf({
    engine: 'postgres',
    orm,
    home,
    rows: async (query) => (await orm.execute(query)).rows as never,
    transaction: (work) => orm.transaction((tx) => work(postgresDatabase(tx as PgHandle, home))),
  });
}
