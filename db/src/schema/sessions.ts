import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/** Server-side sessions so they can be revoked; the cookie carries the id, signed. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The wallet this session proved through a signed Xaman payload. */
    walletAddress: text('wallet_address'),
    /**
     * How the wallet was proven: a signed Xaman payload, an xApp launch Xaman resolved (the
     * page opened inside Xaman), or Telegram's initData for a wallet linked earlier. Only a
     * Xaman-proven session can be the admin's. Null when anonymous.
     */
    proof: text('proof', { enum: ['xaman', 'xapp', 'telegram'] }),
    appearance: text('appearance', { enum: ['light', 'dark', 'system'] })
      .notNull()
      .default('system'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type Session = typeof sessions.$inferSelect;

/**
 * A Xaman sign-in request, bound to what started it: a browser's session, or the Telegram
 * user whose launch data authorized the request (the Mini App has no cookie).
 */
export const signInRequests = sqliteTable('sign_in_requests', {
  uuid: text('uuid').primaryKey(),
  sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
  telegramId: text('telegram_id'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  /** Set once the signed payload was verified and the session signed in. */
  account: text('account'),
  completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
  /** The invite code the web page carried (?ref=), for a player this sign-in creates. */
  inviteCode: text('invite_code'),
});
