import type {
  AnyColumn,
  BuildColumns,
  ColumnBuilderBase,
  HasDefault,
  HasGenerated,
  IsIdentity,
  IsPrimaryKey,
  NotNull,
  SQL,
} from 'drizzle-orm';
import type * as pg from 'drizzle-orm/pg-core';
import type * as sqlite from 'drizzle-orm/sqlite-core';
import type { AnyTableColumn, Column, ColumnKind, ColumnSpec, OnDelete, TextEnum } from './columns';

export type Engine = 'sqlite' | 'postgres';

/** A table another one's foreign key points at, by its id. */
export interface KeyedTable {
  id: AnyColumn;
}

/** Each engine's drizzle column for a kind, before the declaration's modifiers. */
interface Builders<N extends string, V extends TextEnum> {
  sqlite: {
    id: IsPrimaryKey<HasDefault<NotNull<sqlite.SQLiteIntegerBuilderInitial<N>>>>;
    text: sqlite.SQLiteTextBuilderInitial<N, V, number | undefined>;
    integer: sqlite.SQLiteIntegerBuilderInitial<N>;
    boolean: sqlite.SQLiteBooleanBuilderInitial<N>;
    time: sqlite.SQLiteTimestampBuilderInitial<N>;
    real: sqlite.SQLiteRealBuilderInitial<N>;
    bytes: sqlite.SQLiteBlobBufferBuilderInitial<N>;
  };
  postgres: {
    id: IsIdentity<IsPrimaryKey<NotNull<pg.PgIntegerBuilderInitial<N>>>, 'byDefault'>;
    text: pg.PgTextBuilderInitial<N, V>;
    integer: pg.PgIntegerBuilderInitial<N>;
    boolean: pg.PgBooleanBuilderInitial<N>;
    time: pg.PgBigInt53BuilderInitial<N>;
    real: pg.PgDoublePrecisionBuilderInitial<N>;
    bytes: pg.PgCustomColumnBuilder<pg.ConvertCustomConfig<N, { data: Buffer; driverData: Buffer }>>;
  };
}

type WithPrimaryKey<B extends ColumnBuilderBase, M> = M extends { primaryKey: true }
  ? B extends { primaryKey(): infer P extends ColumnBuilderBase }
    ? P
    : never
  : B;
type WithNotNull<B extends ColumnBuilderBase, M> = M extends { notNull: true } ? NotNull<B> : B;
type WithDefault<B extends ColumnBuilderBase, M> = M extends { hasDefault: true } ? HasDefault<B> : B;
type WithGenerated<B extends ColumnBuilderBase, M> = M extends { generated: true }
  ? HasGenerated<B, { type: 'always' }>
  : B;

/** The drizzle column builder a declared column becomes on an engine, typed as if written for it. */
type BuilderOf<E extends Engine, C> =
  C extends Column<infer K, infer N, infer V, infer M>
    ? WithGenerated<WithDefault<WithNotNull<WithPrimaryKey<Builders<N, V>[E][K], M>, M>, M>, M>
    : never;

type BuildersOf<E extends Engine, Columns> = { [Key in keyof Columns]: BuilderOf<E, Columns[Key]> };

/**
 * The table a declaration becomes on each engine, typed as if written for it.
 * @public exported so the declarations' return types can be named in their .d.ts.
 */
export interface Tables<Name extends string, Columns> {
  sqlite: sqlite.SQLiteTableWithColumns<{
    name: Name;
    schema: undefined;
    columns: BuildColumns<Name, BuildersOf<'sqlite', Columns>, 'sqlite'>;
    dialect: 'sqlite';
  }>;
  postgres: pg.PgTableWithColumns<{
    name: Name;
    schema: undefined;
    columns: BuildColumns<Name, BuildersOf<'postgres', Columns>, 'pg'>;
    dialect: 'pg';
  }>;
}

/** An index, a check or a composite key, as the engine's table takes it; opaque to the declarations. */
interface TableExtra {
  readonly engineExtra: unknown;
}

declare const ordered: unique symbol;

/** An index column in an order, as the engine's index takes it. */
interface OrderedColumn {
  readonly [ordered]: true;
}

type IndexColumn = AnyColumn | SQL | OrderedColumn;

interface IndexColumns {
  on(...columns: [IndexColumn, ...IndexColumn[]]): IndexDeclaration;
}

interface IndexDeclaration extends TableExtra {
  where(condition: SQL): TableExtra;
}

type ExtraOf<Columns> = (table: { [Key in keyof Columns]: AnyColumn }) => TableExtra[];

/** What differs between the engines, for the table declarations in this folder. */
export interface Dialect<E extends Engine> {
  table<Name extends string, Columns extends Record<string, AnyTableColumn>>(
    name: Name,
    columns: Columns,
    extra?: ExtraOf<Columns>,
  ): Tables<Name, Columns>[E];
  index(name: string): IndexColumns;
  uniqueIndex(name: string): IndexColumns;
  check(name: string, condition: SQL): TableExtra;
  primaryKey(first: AnyColumn, ...rest: AnyColumn[]): TableExtra;
  /** An index column in descending order. */
  descending(column: AnyColumn): OrderedColumn;
  /** A condition true where a boolean column is. */
  isTrue(column: AnyColumn): SQL;
  /** The SQL type a floating-point value is cast to. */
  readonly realType: SQL;
}

/** The subset of both engines' column builders the declarations' modifiers use. */
interface EngineBuilder {
  notNull(): EngineBuilder;
  default(value: unknown): EngineBuilder;
  primaryKey(): EngineBuilder;
  unique(): EngineBuilder;
  references(to: () => AnyColumn, actions: { onDelete: OnDelete | undefined }): EngineBuilder;
  generatedAlwaysAs(expression: SQL, config?: object): EngineBuilder;
}

type EngineIndex = { on(...columns: unknown[]): { where(condition: SQL): unknown } };

/** An engine's own drizzle functions, from which its dialect is made. */
export interface EngineParts {
  columns: Record<ColumnKind, (name: string, spec: ColumnSpec) => unknown>;
  table(name: string, columns: Record<string, unknown>, extra: (table: never) => unknown[]): unknown;
  generated?: object;
  index(name: string): EngineIndex;
  uniqueIndex(name: string): EngineIndex;
  check(name: string, condition: SQL): unknown;
  primaryKey(config: { columns: [AnyColumn, ...AnyColumn[]] }): unknown;
  descending(column: AnyColumn): unknown;
  isTrue(column: AnyColumn): SQL;
  realType: SQL;
}

const extra = (engineExtra: unknown): TableExtra => ({ engineExtra });

function indexOn(start: EngineIndex): IndexColumns {
  return {
    on(...columns) {
      const index = start.on(...columns);
      return { engineExtra: index, where: (condition) => extra(index.where(condition)) };
    },
  };
}

function buildColumn(parts: EngineParts, column: AnyTableColumn): unknown {
  const { spec } = column;
  let builder = parts.columns[column.kind](column.name, spec) as EngineBuilder;
  if (spec.primaryKey) builder = builder.primaryKey();
  if (spec.notNull) builder = builder.notNull();
  if (spec.default !== undefined) builder = builder.default(spec.default);
  if (spec.unique) builder = builder.unique();
  if (spec.references) builder = builder.references(spec.references.to, { onDelete: spec.references.onDelete });
  if (spec.generated) builder = builder.generatedAlwaysAs(spec.generated, parts.generated);
  return builder;
}

/** Makes an engine's dialect from its drizzle functions. */
export function dialectOf<E extends Engine>(parts: EngineParts): Dialect<E> {
  return {
    table(name, columns, declareExtra) {
      const built = Object.fromEntries(Object.entries(columns).map(([key, c]) => [key, buildColumn(parts, c)]));
      const engineExtra = (table: never) => (declareExtra?.(table) ?? []).map((e) => e.engineExtra);
      return parts.table(name, built, engineExtra) as never;
    },
    index: (name) => indexOn(parts.index(name)),
    uniqueIndex: (name) => indexOn(parts.uniqueIndex(name)),
    check: (name, condition) => extra(parts.check(name, condition)),
    primaryKey: (first, ...rest) => extra(parts.primaryKey({ columns: [first, ...rest] })),
    descending: (column) => parts.descending(column) as OrderedColumn,
    isTrue: parts.isTrue,
    realType: parts.realType,
  };
}
