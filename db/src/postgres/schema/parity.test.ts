import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteInteger, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { is } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as sqliteSchema from '../../sqlite/schema/all';
import * as pgSchema from './all';

type AnyColumn = ReturnType<typeof pgConfig>['columns'][number] | ReturnType<typeof sqliteConfig>['columns'][number];

/**
 * The JS value a column hands the app. A SQLite time column is epoch milliseconds read as a
 * Date; PostgreSQL stores the same number in a BIGINT, which the shared tables read as a Date.
 */
function valueKind(column: AnyColumn): string {
  if (column.columnType === 'SQLiteTimestamp' || column.columnType === 'PgBigInt53') return 'epoch ms';
  if (column.columnType === 'SQLiteBlobBuffer' || column.getSQLType() === 'bytea') return 'bytes';
  return column.dataType;
}

/**
 * SQLite numbers any INTEGER PRIMARY KEY (a rowid alias) by itself; only an autoincrement
 * key is one the app leaves to the database, as PostgreSQL's identity columns.
 */
function hasDefault(column: AnyColumn): boolean {
  if (column instanceof SQLiteInteger && column.primary) return column.autoIncrement;
  return column.hasDefault;
}

/** What the app's queries rely on, read from either dialect's table config. */
function shapeOf(config: ReturnType<typeof pgConfig> | ReturnType<typeof sqliteConfig>) {
  return {
    columns: config.columns
      .map((column) => ({
        name: column.name,
        notNull: column.notNull,
        hasDefault: hasDefault(column),
        primary: column.primary,
        unique: column.isUnique,
        value: valueKind(column),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    indexes: config.indexes.map((index) => `${index.config.name} unique=${index.config.unique}`).sort(),
    primaryKeys: config.primaryKeys.map((key) => key.columns.map((column) => column.name).join(',')),
    foreignKeys: config.foreignKeys
      .map((key) => {
        const { columns, foreignColumns } = key.reference();
        return `${columns.map((c) => c.name)} -> ${foreignColumns.map((c) => c.name)} on delete ${key.onDelete ?? 'no action'}`;
      })
      .sort(),
    checks: config.checks.map((check) => check.name).sort(),
  };
}

const tablesOf = <T>(module: Record<string, unknown>, isTable: (value: unknown) => value is T) =>
  Object.entries(module).filter((entry): entry is [string, T] => isTable(entry[1]));

const sqliteTables = new Map(tablesOf(sqliteSchema, (v): v is SQLiteTable => is(v, SQLiteTable)));
const pgTables = new Map(tablesOf(pgSchema, (v): v is PgTable => is(v, PgTable)));

describe('the PostgreSQL schema mirrors the SQLite one the app queries', () => {
  it('has the same tables under the same names', () => {
    expect([...pgTables.keys()].sort()).toEqual([...sqliteTables.keys()].sort());
  });

  it.each([...sqliteTables.keys()])('%s: same columns, keys, indexes and checks', (name) => {
    const sqlite = sqliteConfig(sqliteTables.get(name)!);
    const pg = pgConfig(pgTables.get(name)!);
    expect(pg.name).toBe(sqlite.name);
    expect(shapeOf(pg)).toEqual(shapeOf(sqlite));
  });
});
