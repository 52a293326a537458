import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { databaseOf, type Database } from '../database';

type PgHandle = NodePgDatabase<Record<string, unknown>> | PgTransaction<never, Record<string, unknown>>;

/**
 * The engine-neutral handle over a PostgreSQL pool or one of its transactions (nested: a
 * savepoint). `committed` collects the outermost transaction's after-commit effects.
 */
export function postgresDatabase(orm: PgHandle, home: object = orm, committed?: Array<() => void>): Database {
  return databaseOf({
    engine: 'postgres',
    orm,
    home,
    rows: async (query) => (await orm.execute(query)).rows as never,
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
    afterCommit: (effect) => (committed ? committed.push(effect) : effect()),
  });
}
