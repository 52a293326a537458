import type { SQL } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from './sqlite/schema/all';
import type { Availability } from './availability';
import type { Statement } from './statement';

export type Engine = 'sqlite' | 'postgres';

/** A query builder, as `arrays` reads it: its statement and parameters. */
interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * The query builder the app writes its queries with, on either engine: drizzle's SQLite
 * builder over the SQLite schema's tables, typed async. On PostgreSQL the same table objects
 * go through drizzle's PostgreSQL dialect; db/src/postgres/schema builds the same table
 * declarations (db/src/tables) for its migrations, and a test keeps the two in step. Await a query; `.get()`, `.all()`
 * and `.run()` exist on SQLite only.
 */
type Orm = BaseSQLiteDatabase<'async', unknown, typeof schema>;

/** A database on either engine, as the services use it. */
export type Database = Omit<Orm, 'transaction' | 'get' | 'all' | 'run' | 'values' | 'batch'> & {
  readonly engine: Engine;
  /**
   * A server answers each statement over a round trip (PostgreSQL), so hot writes that
   * arrive together are worth sending as one; the SQLite file is read in process.
   */
  readonly remote: boolean;
  /** Whether the database answers, as its connections last told (the embedded file always does). */
  readonly availability: Availability;
  /**
   * The same object for a database and every transaction on it: what per-database state
   * (caches, indexes) is kept under. On SQLite a transaction's handle is the database's own.
   */
  readonly home: object;
  /**
   * Runs `work` in one transaction and resolves once it committed; a throw rolls it back.
   * `work` awaits nothing but `tx`: on SQLite, writers wait for each other. Called inside
   * `work`, `tx.transaction` is a nested step (a savepoint).
   */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  /**
   * Runs `work`, a single write statement, which is atomic by itself: on PostgreSQL alone
   * (one round trip, where a transaction costs three), on SQLite in the writer's next group
   * commit. Inside a transaction, it is a step of it.
   */
  oneStatement<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * `built`, an object of statements from the builder's `.prepare()`, made to be compiled
   * once per connection on PostgreSQL (named after their text); as it is on SQLite, where
   * `.prepare()` already compiles once.
   */
  compiledOnce<T>(built: T): T;
  /** The rows of a raw query. */
  rows<T>(query: SQL): Promise<T[]>;
  /** The rows of a statement compiled once (see ./statement), its placeholders filled from `values`. */
  run<T>(statement: Statement, values: Record<string, unknown>): Promise<T[]>;
  /**
   * A built query's rows as arrays of column values, for reading many rows at once (a board
   * of a million players): no object per row. On SQLite they are read as they are iterated.
   */
  arrays<T extends unknown[]>(query: BuiltQuery): Promise<Iterable<T>>;
  /**
   * Runs `effect` once the transaction this handle is in committed (never if it rolled
   * back); at once outside a transaction. For what must not run before the change is
   * visible: telling other processes, updating memory that mirrors the record.
   */
  afterCommit(effect: () => void): void;
  /**
   * Writes a consistent copy of the whole record, while the game runs, as a SQLite file
   * either engine restores: SQLite's online backup, or PostgreSQL's rows read in one snapshot.
   */
  readonly backupFile: (path: string) => Promise<void>;
  /** Closes the file or the pool; the handle is unusable after. */
  close(): Promise<void>;
};

/** What an engine supplies to make a Database: its builder and its own transactions and raw rows. */
export interface EngineParts {
  engine: Engine;
  availability: Availability;
  home: object;
  orm: object;
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  oneStatement<T>(work: (db: Database) => Promise<T>): Promise<T>;
  compiledOnce<T>(built: T): T;
  rows<T>(query: SQL): Promise<T[]>;
  run<T>(statement: Statement, values: Record<string, unknown>): Promise<T[]>;
  arrays<T extends unknown[]>(query: BuiltQuery): Promise<Iterable<T>>;
  afterCommit(effect: () => void): void;
  backupFile: (path: string) => Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the handle over an engine's drizzle instance: the query builders are the instance's
 * own (reached through the prototype, so `this` is still the instance's session and dialect).
 */
export function databaseOf({ orm, ...parts }: EngineParts): Database {
  return Object.assign(Object.create(orm) as Database, parts, { remote: parts.engine === 'postgres' });
}
