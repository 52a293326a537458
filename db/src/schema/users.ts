import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Internal unique handle ("wallet:r…" or "telegram:123"); never shown to players. */
    username: text('username').notNull().unique(),
    /** There is no password login: always an unusable marker, never exposed. */
    password: text('password').notNull(),
    walletAddress: text('wallet_address').unique(),
    telegramId: text('telegram_id').unique(),
    telegramUsername: text('telegram_username'),
    telegramFirstName: text('telegram_first_name'),
    telegramLastName: text('telegram_last_name'),
    /** The name shown on leaderboards; null shows the spec's fallbacks. */
    displayName: text('display_name'),
    /**
     * The display name folded for uniqueness (NFKC, case-folded: displayNameKey in the
     * shared rules, then to its look-alike skeleton: lookAlikeKey in the API); SQLite's
     * NOCASE folds ASCII only. Null when no name was chosen.
     */
    displayNameKey: text('display_name_key'),
    bwifPoints: integer('bwif_points').notNull().default(0),
    metadata: text('metadata'),
    /** When the ledger first showed the wallet's account activated; null until then (or never asked). */
    accountActivatedAt: integer('account_activated_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('users_display_name_key').on(t.displayNameKey)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const UNUSABLE_PASSWORD = '!no-password-login';
