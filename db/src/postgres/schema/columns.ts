import { bigint, customType, integer } from 'drizzle-orm/pg-core';

/**
 * The column types where PostgreSQL stores what the SQLite schema's columns read and write:
 * the app queries both engines through the SQLite schema's tables (see db/src/client.ts),
 * so a time is epoch milliseconds and a blob is bytes on both.
 */
export const epochMs = (name: string) => bigint(name, { mode: 'number' });

export const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** An integer key the database numbers; BY DEFAULT so a copy from SQLite keeps its ids. */
export const serialId = (name = 'id') => integer(name).primaryKey().generatedByDefaultAsIdentity();
