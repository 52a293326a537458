import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    walletAddress: text('wallet_address'),
    proof: text('proof', { enum: ['xaman', 'xapp', 'telegram'] }),
    appearance: text('appearance', { enum: ['light', 'dark', 'system'] })
      .notNull()
      .default('system'),
    createdAt: epochMs('created_at').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
    revokedAt: epochMs('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const signInRequests = pgTable('sign_in_requests', {
  uuid: text('uuid').primaryKey(),
  sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
  telegramId: text('telegram_id'),
  createdAt: epochMs('created_at').notNull(),
  account: text('account'),
  completedAt: epochMs('completed_at'),
  inviteCode: text('invite_code'),
});
