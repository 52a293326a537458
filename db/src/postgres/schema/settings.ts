import { pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs, serialId } from './columns';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: epochMs('updated_at').notNull(),
});

export const walletBalances = pgTable('wallet_balances', {
  walletAddress: text('wallet_address').primaryKey(),
  balance: text('balance').notNull(),
  checkedAt: epochMs('checked_at').notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: serialId(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  detail: text('detail'),
  at: epochMs('at').notNull(),
});
