import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Small server settings changed at run time: maintenance mode, the ad reset time. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** The last token balance read from the ledger per wallet, so the ledger is asked at most every few minutes. */
export const walletBalances = sqliteTable('wallet_balances', {
  walletAddress: text('wallet_address').primaryKey(),
  balance: text('balance').notNull(),
  checkedAt: integer('checked_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Every admin action: who, what, when. */
export const auditLog = sqliteTable('audit_log', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  detail: text('detail'),
  at: integer('at', { mode: 'timestamp_ms' }).notNull(),
});
