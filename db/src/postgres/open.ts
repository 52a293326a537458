import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from '../schema/all';

const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations-pg');
const INT8 = 20;

// Times are epoch milliseconds in BIGINT columns (as SQLite's integers); node-postgres reads
// BIGINT as a string by default, which the shared tables would turn into an Invalid Date.
// Every BIGINT here is a time or a count, far below 2^53.
pg.types.setTypeParser(INT8, Number);

export interface PostgresLocation {
  url: string;
  /** The schema the tables live in (search_path); each test file takes its own. */
  schema?: string;
  /** Connections this process keeps open. */
  poolSize?: number;
}

/** A pool on the database, migrated; queried through the SQLite schema's tables (see ../client.ts). */
export interface PostgresHandle {
  pool: pg.Pool;
  orm: NodePgDatabase<typeof schema> & { $client: pg.Pool };
}

/** Opens a pool, creates the schema if needed and applies db/migrations-pg, once across processes. */
export async function openPostgres({
  url,
  schema: name = 'public',
  poolSize = 16,
}: PostgresLocation): Promise<PostgresHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c search_path=${plainSchemaName(name)}`,
    application_name: applicationNameOf(name),
  });
  try {
    await migrateOnce(pool, name);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { pool, orm: drizzle(pool, { schema }) };
}

/**
 * Applies the migrations holding an advisory lock, so processes started together migrate one
 * after the other: the first applies them, the others find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool, name: string): Promise<void> {
  const client = await pool.connect();
  try {
    const lockKey = sql`hashtext(${`migrate:${name}`})`;
    const orm = drizzle(client);
    await orm.execute(sql`select pg_advisory_lock(${lockKey})`);
    try {
      await orm.execute(sql`create schema if not exists ${sql.identifier(name)}`);
      const config = { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: name };
      // What drizzle's own migrate() does, with the statements read for this schema.
      const { dialect, session } = orm as unknown as { dialect: PgDialect; session: PgSession };
      await dialect.migrate(migrationsFor(name), session, config);
    } finally {
      await orm.execute(sql`select pg_advisory_unlock(${lockKey})`);
    }
  } finally {
    client.release();
  }
}

/**
 * drizzle-kit writes foreign keys as "public"."table"; the tables live in the schema the
 * connection's search_path names, so the statements are read with that schema instead.
 */
function migrationsFor(name: string) {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => ({
    ...migration,
    sql: migration.sql.map((statement) => statement.replaceAll('"public".', `"${name}".`)),
  }));
}

/** How the server's connections on a schema are named to PostgreSQL (pg_stat_activity shows it). */
export const applicationNameOf = (schema: string) => `bwif-guess/${schema}`;

/** A schema name that needs no quoting in search_path: lower-case letters, digits and underscores. */
function plainSchemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain PostgreSQL schema name: ${name}`);
  return name;
}
