import type { Pool } from 'pg';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { databaseOf, type Database } from '../database';

type PgDatabase = NodePgDatabase<Record<string, unknown>> & { $client: Pool };
type PgHandle = PgDatabase | PgTransaction<never, Record<string, unknown>>;

/**
 * The engine-neutral handle over a PostgreSQL pool or one of its transactions (nested: a
 * savepoint). `committed` collects the outermost transaction's after-commit effects.
 */
export function postgresDatabase(
  orm: PgHandle,
  home: PgDatabase = orm as PgDatabase,
  committed?: Array<() => void>,
): Database {
  return databaseOf({
    engine: 'postgres',
    orm,
    home,
    rows: async (query) => (await orm.execute(query)).rows as never,
    // Read on a connection of its own, outside any transaction: for bulk reads of committed rows.
    arrays: async (query) => {
      const { sql: text, params: values } = query.toSQL();
      return (await home.$client.query({ text, values, rowMode: 'array' })).rows as never;
    },
    transaction: async (work) => {
      const effects = committed ?? [];
      const effectsBefore = effects.length;
      try {
        const result = await orm.transaction((tx) => work(postgresDatabase(tx as PgHandle, home, effects)));
        if (!committed) for (const effect of effects) effect();
        return result;
      } catch (error) {
        // Rolled back, a step takes the effects it asked for with it.
        effects.length = effectsBefore;
        throw error;
      }
    },
    backupFile: null,
    // The pool ends once, whichever handle of it (or a second caller) closes it.
    close: () => (home.$client.ended ? Promise.resolve() : home.$client.end()),
    afterCommit: (effect) => (committed ? committed.push(effect) : effect()),
  });
}
