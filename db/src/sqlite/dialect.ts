import { sql } from 'drizzle-orm';
import { blob, check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { dialectOf } from '../tables/dialect';

/** SQLite's tables: a time is an INTEGER of epoch milliseconds, a boolean an INTEGER 0 or 1. */
export const sqliteDialect = dialectOf<'sqlite'>({
  columns: {
    id: (name) => integer(name).primaryKey({ autoIncrement: true }),
    text: (name, spec) => text(name, { enum: spec.enum }),
    integer: (name) => integer(name),
    boolean: (name) => integer(name, { mode: 'boolean' }),
    time: (name) => integer(name, { mode: 'timestamp_ms' }),
    real: (name) => real(name),
    bytes: (name) => blob(name, { mode: 'buffer' }),
  },
  table: (name, columns, extra) => sqliteTable(name, columns as never, extra as never),
  // PostgreSQL has stored generated columns only; SQLite's are virtual.
  generated: { mode: 'virtual' },
  index,
  uniqueIndex,
  check,
  primaryKey,
  descending: (column) => sql`${column} DESC`,
  isTrue: (column) => sql`${column} = 1`,
  realType: sql.raw('REAL'),
});
