import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { epochMs, serialId } from './columns';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    username: text('username').notNull().unique(),
    password: text('password').notNull(),
    walletAddress: text('wallet_address').unique(),
    telegramId: text('telegram_id').unique(),
    telegramUsername: text('telegram_username'),
    telegramFirstName: text('telegram_first_name'),
    telegramLastName: text('telegram_last_name'),
    displayName: text('display_name'),
    displayNameKey: text('display_name_key'),
    bwifPoints: integer('bwif_points').notNull().default(0),
    metadata: text('metadata'),
    accountActivatedAt: epochMs('account_activated_at'),
    createdAt: epochMs('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_display_name_key').on(t.displayNameKey)],
);
