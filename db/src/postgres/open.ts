import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from '../sqlite/schema/all';
import { availabilityTracker, type Availability, type AvailabilityTracker } from '../availability';
import { isDatabaseUnavailable, QUERY_CANCELED } from '../unavailable';
import { msLeftBeforeDeadline } from '../deadline';

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
  /** How long a connection and a statement may take; unbounded when absent (scripts, tests). */
  timeouts?: PostgresTimeouts;
}

interface PostgresTimeouts {
  /** Opening a new connection (a server that accepts but never answers is given up on). */
  connectMs: number;
  /** Waiting for a connection when all of the pool's are busy, a new one's opening included. */
  poolWaitMs: number;
  /** One statement: the server cancels it past this, and a server that stopped answering is left a second later. */
  statementMs: number;
}

/** How long after the server should have cancelled a statement the client stops waiting for it. */
export const STALLED_SERVER_MARGIN_MS = 1000;

/** A pool on the database, migrated; queried through the SQLite schema's tables (see ../client.ts). */
export interface PostgresHandle {
  pool: pg.Pool;
  orm: NodePgDatabase<typeof schema> & { $client: pg.Pool };
  availability: Availability;
}

/** Opens a pool, creates the schema if needed and applies db/migrations-pg, once across processes. */
export async function openPostgres({
  url,
  schema: name = 'public',
  poolSize = 16,
  timeouts,
}: PostgresLocation): Promise<PostgresHandle> {
  const connection = {
    connectionString: url,
    // No JIT: compiling a statement the planner costs high (a count over a day of a million
    // players) took up to a second, longer than running it; the game's statements are short.
    options: `-c search_path=${plainSchemaName(name)} -c jit=off`,
    application_name: applicationNameOf(name),
    keepAlive: true,
  };
  // Migrating may take longer than a statement may: on a connection of its own, without the timeouts.
  await migrateOnce(new pg.Client(connection), name);
  const availability = availabilityTracker();
  const pool = new pg.Pool({
    ...connection,
    max: poolSize,
    ...(timeouts && {
      options: `${connection.options} -c statement_timeout=${timeouts.statementMs}`,
      connectionTimeoutMillis: timeouts.poolWaitMs,
    }),
    Client: watchedClient(availability, timeouts),
  });
  boundWaitByDeadline(pool);
  // A connection the server ended while idle (a restart, a failover, a terminated backend):
  // the pool drops it and opens another when needed, and the connection's own listener
  // noted the loss. Unheard here, the pool's event would end the process.
  pool.on('error', () => undefined);
  return { pool, orm: drizzle(pool, { schema }), availability };
}

type Callback = (error: Error | null, ...rest: unknown[]) => void;

/**
 * The pool's connections, with the timeouts, telling `availability` how each connect and
 * statement went. A statement the client stopped waiting for (the server stalled) leaves
 * its connection busy, so that connection is closed: the next request opens another.
 */
function watchedClient(availability: AvailabilityTracker, timeouts: PostgresTimeouts | undefined): typeof pg.Client {
  // Only a connection begun since the last loss tells the database is back: one begun
  // before may still connect and answer while the server shuts its connections down one
  // by one (its backend was started before the shutdown), and would report a brief return.
  let losses = 0;
  const lose = (error: Error) => {
    losses++;
    availability.lost(error);
  };
  return class WatchedClient extends pg.Client {
    private openedAfter = -1;

    constructor(config: pg.ClientConfig) {
      const ownTimeoutMs = timeouts && timeouts.statementMs + STALLED_SERVER_MARGIN_MS;
      super({
        ...config,
        ...(timeouts && { connectionTimeoutMillis: timeouts.connectMs, query_timeout: ownTimeoutMs }),
      });
      // A connection the server ended while a request held it: the request's statement
      // fails with the error itself. Unheard, the event would end the process.
      this.on('error', lose);
      const connect = this.connect.bind(this) as (callback?: Callback) => unknown;
      this.connect = ((callback?: Callback) => {
        const begunAfter = losses;
        return settled(connect, callback, (error) => {
          if (!error) this.openedAfter = begunAfter;
          this.note(error);
        });
      }) as pg.Client['connect'];
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        const last = args.at(-1);
        const callback = typeof last === 'function' ? (last as Callback) : undefined;
        const leading = withinDeadline(callback ? args.slice(0, -1) : args, ownTimeoutMs);
        return settled(
          (done) => query(...leading, ...(done ? [done] : [])),
          callback,
          (error) => this.note(error),
        );
      }) as pg.Client['query'];
    }

    private note(error: Error | null): void {
      if (!error) {
        if (this.openedAfter === losses) availability.reached();
        return;
      }
      // A cancelled statement (statement_timeout) came from a server that answers.
      if (!isDatabaseUnavailable(error) || (error as { code?: string }).code === QUERY_CANCELED) return;
      lose(error);
      if (error.message.includes('Query read timeout')) {
        (this.connection as unknown as { stream: { destroy(): void } }).stream.destroy();
      }
    }
  };
}

/**
 * A statement's arguments with its wait bounded by the caller's deadline (withDatabaseDeadline),
 * when that comes before the connection's own `query_timeout`.
 */
function withinDeadline(args: unknown[], ownTimeoutMs: number | undefined): unknown[] {
  const msLeft = msLeftBeforeDeadline();
  if (msLeft === undefined || (ownTimeoutMs !== undefined && ownTimeoutMs <= msLeft)) return args;
  const [config, values] = args;
  if (typeof config === 'string') return [{ text: config, values, query_timeout: msLeft }];
  if (config && typeof config === 'object' && !('submit' in config)) {
    return [{ ...config, query_timeout: msLeft }, ...args.slice(1)];
  }
  return args;
}

/**
 * Has a wait for one of the pool's connections end by the caller's deadline too: a request
 * past it (its first statement gave up on a stalled server) is not held for the pool's own
 * wait as well. A connection that comes after the deadline goes back to the pool.
 */
function boundWaitByDeadline(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const withinDeadline = (): Promise<pg.PoolClient> => {
    const msLeft = msLeftBeforeDeadline();
    if (msLeft === undefined) return connect();
    return new Promise((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        reject(new Error('timeout exceeded when trying to connect'));
      }, msLeft);
      connect().then(
        (client) => {
          clearTimeout(timer);
          if (late) client.release();
          else resolve(client);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error as Error);
        },
      );
    });
  };
  pool.connect = ((callback?: (error: Error | null, client?: pg.PoolClient, done?: () => void) => void) => {
    if (!callback) return withinDeadline();
    withinDeadline().then(
      (client) => callback(null, client, () => client.release()),
      (error: Error) => callback(error),
    );
  }) as pg.Pool['connect'];
}

/** Calls `start` in the caller's style (callback or promise), telling `note` how it ended. */
function settled(
  start: (callback?: Callback) => unknown,
  callback: Callback | undefined,
  note: (error: Error | null) => void,
): unknown {
  if (callback) {
    return start((error, ...rest) => {
      note(error);
      callback(error, ...rest);
    });
  }
  const result = start();
  if (!(result instanceof Promise)) return result;
  return result.then(
    (value: unknown) => {
      note(null);
      return value;
    },
    (error: Error) => {
      note(error);
      throw error;
    },
  );
}

/**
 * Applies the migrations holding an advisory lock, so processes started together migrate one
 * after the other: the first applies them, the others find nothing left to do.
 */
async function migrateOnce(client: pg.Client, name: string): Promise<void> {
  // The server ending the connection fails the statement under way, which ends the start-up.
  client.on('error', () => undefined);
  await client.connect();
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
    await client.end();
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
