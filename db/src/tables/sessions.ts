import { text, integer, time } from './columns';
import type { Dialect, Engine, KeyedTable } from './dialect';

export const sessionsTables = <E extends Engine>(d: Dialect<E>, { users }: { users: KeyedTable }) => {
  /** Server-side sessions so they can be revoked; the cookie carries the id, signed. */
  const sessions = d.table(
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
      createdAt: time('created_at').notNull(),
      expiresAt: time('expires_at').notNull(),
      revokedAt: time('revoked_at'),
    },
    (t) => [d.index('sessions_user_idx').on(t.userId)],
  );

  /**
   * A Xaman sign-in request, bound to what started it: a browser's session, or the Telegram
   * user whose launch data authorized the request (the Mini App has no cookie).
   */
  const signInRequests = d.table('sign_in_requests', {
    uuid: text('uuid').primaryKey(),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    telegramId: text('telegram_id'),
    createdAt: time('created_at').notNull(),
    /** Set once the signed payload was verified and the session signed in. */
    account: text('account'),
    completedAt: time('completed_at'),
    /** The invite code the web page carried (?ref=), for a player this sign-in creates. */
    inviteCode: text('invite_code'),
  });

  return { sessions, signInRequests };
};
