import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dialectOf } from '../tables/dialect';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * PostgreSQL's tables store what SQLite's columns read and write: the app queries both
 * engines through SQLite's tables (see db/src/client.ts), so a time is epoch milliseconds
 * (a BIGINT) and a blob is bytes on both.
 */
export const postgresDialect = dialectOf<'postgres'>({
  columns: {
    // BY DEFAULT so a copy from SQLite keeps its ids.
    id: (name) => integer(name).primaryKey().generatedByDefaultAsIdentity(),
    text: (name, spec) => text(name, { enum: spec.enum }),
    integer: (name) => integer(name),
    boolean: (name) => boolean(name),
    time: (name) => bigint(name, { mode: 'number' }),
    real: (name) => doublePrecision(name),
    bytes: (name) => bytea(name),
  },
  table: (name, columns, extra) => pgTable(name, columns as never, extra as never),
  index,
  uniqueIndex,
  check,
  primaryKey,
  descending: (column) => (column as ExtraConfigColumn).desc(),
  isTrue: (column) => sql`${column}`,
  realType: sql.raw('double precision'),
});
