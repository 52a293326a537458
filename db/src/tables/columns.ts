import type { AnyColumn, SQL, Writable } from 'drizzle-orm';

/** The kinds of column the tables use; each engine's dialect says how it stores each. */
export type ColumnKind = 'id' | 'text' | 'integer' | 'boolean' | 'time' | 'real' | 'bytes';

export type TextEnum = [string, ...string[]];

/** What a declaration added to a column beyond its kind: the engines' builder types follow it. */
export interface Modifiers {
  notNull?: true;
  hasDefault?: true;
  primaryKey?: true;
  generated?: true;
}

export type OnDelete = 'cascade' | 'set null';

export interface ColumnSpec {
  enum?: TextEnum | undefined;
  notNull?: boolean;
  default?: unknown;
  primaryKey?: boolean;
  unique?: boolean;
  references?: { to: () => AnyColumn; onDelete?: OnDelete | undefined };
  generated?: SQL;
}

type ValueOf<K extends ColumnKind, V extends TextEnum> = {
  id: number;
  text: V[number];
  integer: number;
  boolean: boolean;
  time: Date;
  real: number;
  bytes: Buffer;
}[K];

/**
 * A column as the tables declare it, once for both engines: the name, the kind and what the
 * declaration chained on, which each dialect turns into its own drizzle column.
 */
export class Column<K extends ColumnKind, N extends string, V extends TextEnum, M extends Modifiers> {
  declare readonly modifiers: M;

  constructor(
    readonly kind: K,
    readonly name: N,
    readonly spec: ColumnSpec = {},
  ) {}

  notNull(): Column<K, N, V, M & { notNull: true }> {
    return this.with({ notNull: true });
  }

  default(value: ValueOf<K, V>): Column<K, N, V, M & { hasDefault: true }> {
    return this.with({ default: value });
  }

  primaryKey(): Column<K, N, V, M & { primaryKey: true }> {
    return this.with({ primaryKey: true });
  }

  unique(): this {
    return this.with({ unique: true });
  }

  references(to: () => AnyColumn, actions?: { onDelete: OnDelete }): this {
    return this.with({ references: { to, onDelete: actions?.onDelete } });
  }

  generatedAlwaysAs(expression: SQL): Column<K, N, V, M & { generated: true }> {
    return this.with({ generated: expression });
  }

  private with<T>(spec: ColumnSpec): T {
    return new Column(this.kind, this.name, { ...this.spec, ...spec }) as T;
  }
}

export type AnyTableColumn = Column<ColumnKind, string, TextEnum, Modifiers>;

const column =
  <K extends ColumnKind>(kind: K) =>
  <N extends string>(name: N) =>
    new Column<K, N, TextEnum, object>(kind, name);

/** An integer key the database numbers. */
export const id = () => new Column<'id', 'id', TextEnum, object>('id', 'id');

export function text<N extends string>(name: N): Column<'text', N, TextEnum, object>;
export function text<N extends string, U extends string, T extends Readonly<[U, ...U[]]>>(
  name: N,
  config: { enum: T },
): Column<'text', N, Writable<T>, object>;
export function text(name: string, config?: { enum: Readonly<TextEnum> }) {
  return new Column('text', name, { enum: config?.enum as TextEnum | undefined });
}

export const integer = column('integer');
export const boolean = column('boolean');
/** A moment, as epoch milliseconds; the app reads it as a Date. */
export const time = column('time');
export const real = column('real');
export const bytes = column('bytes');
