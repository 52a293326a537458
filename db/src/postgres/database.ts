import type { Pool, PoolClient } from 'pg';
import { fillPlaceholders, type Query } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { alwaysAvailable, type Availability } from '../availability';
import { databaseOf, type Database } from '../database';
import type { Statement } from '../statement';
import { nameStatements } from './named-statements';
import { exportToSqlite } from './export-to-sqlite';

type PgDatabase = NodePgDatabase<Record<string, unknown>> & { $client: Pool };
type PgHandle = PgDatabase | PgTransaction<never, Record<string, unknown>>;

/**
 * The engine-neutral handle over a PostgreSQL pool or one of its transactions (nested: a
 * savepoint). `committed` collects the outermost transaction's after-commit effects.
 */
export function postgresDatabase(
  orm: PgHandle,
  availability: Availability = alwaysAvailable,
  home: PgDatabase = orm as PgDatabase,
  committed?: Array<() => void>,
): Database {
  const database: Database = databaseOf({
    engine: 'postgres',
    availability,
    orm,
    home,
    rows: async (query) => (await orm.execute(query)).rows as never,
    run: async (statement, values) => {
      const { sql: text, params } = compiledOn(home, statement);
      // The handle's own connection: the pool's next one, or the transaction's.
      const { client } = (orm as unknown as { session: { client: Pool | PoolClient } }).session;
      return (await client.query({ name: statement.name, text, values: fillPlaceholders(params, values) })).rows;
    },
    // Read on a connection of its own, outside any transaction: for bulk reads of committed rows.
    arrays: async (query) => {
      const { sql: text, params: values } = query.toSQL();
      return (await home.$client.query({ text, values, rowMode: 'array' })).rows as never;
    },
    transaction: async (work) => {
      const effects = committed ?? [];
      const effectsBefore = effects.length;
      try {
        const result = await orm.transaction((tx) =>
          work(postgresDatabase(tx as PgHandle, availability, home, effects)),
        );
        if (!committed) for (const effect of effects) effect();
        return result;
      } catch (error) {
        // Rolled back, a step takes the effects it asked for with it.
        effects.length = effectsBefore;
        throw error;
      }
    },
    // A statement outside a transaction commits by itself; inside one it is one of its steps.
    oneStatement: (work) => work(database),
    compiledOnce: nameStatements,
    backupFile: (path) => exportToSqlite(home.$client, path),
    // The pool ends once, whichever handle of it (or a second caller) closes it.
    close: () => (home.$client.ended ? Promise.resolve() : home.$client.end()),
    afterCommit: (effect) => (committed ? committed.push(effect) : effect()),
  });
  return database;
}

const compiledByDatabase = new WeakMap<PgDatabase, Map<string, Query>>();

/** A statement's text and parameters, compiled once per database; each connection prepares it under its name. */
function compiledOn(home: PgDatabase, { name, query }: Statement): Query {
  let compiled = compiledByDatabase.get(home);
  if (!compiled) compiledByDatabase.set(home, (compiled = new Map()));
  let entry = compiled.get(name);
  if (!entry) {
    entry = (home as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
    compiled.set(name, entry);
  }
  return entry;
}
