import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Small server settings changed at run time: maintenance mode, the ad reset time. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});
