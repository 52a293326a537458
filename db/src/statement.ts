import type { SQL } from 'drizzle-orm';

/**
 * A raw statement the hot paths run often, written once for both engines, with
 * `sql.placeholder(name)` where each call's values go. Each engine compiles it once: SQLite
 * once per database, PostgreSQL once per connection, as a named prepared statement (no
 * parse and plan per call). Values are given as the engine stores them (numbers and
 * strings, no Date or boolean); rows come back as the engine answers them.
 */
export interface Statement {
  /** Unique among the statements: PostgreSQL knows a prepared statement by its name. */
  readonly name: string;
  readonly query: SQL;
}

export const statement = (name: string, query: SQL): Statement => ({ name, query });
