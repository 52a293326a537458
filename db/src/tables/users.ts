import { boolean, id, text, integer, time } from './columns';
import type { Dialect, Engine } from './dialect';

export const usersTables = <E extends Engine>(d: Dialect<E>) => {
  const users = d.table(
    'users',
    {
      id: id(),
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
      /** The language the player chose (a shared `Language` tag); null until they choose one. */
      language: text('language'),
      /** Telegram's `language_code` last seen for this player (Mini App sign-in, bot updates): the language when none is saved. */
      telegramLanguage: text('telegram_language'),
      /** Orange and blue in place of green and red (the share's squares, the guesses' marks), for colour-blind players. */
      highContrast: boolean('high_contrast').notNull().default(false),
      bwifPoints: integer('bwif_points').notNull().default(0),
      metadata: text('metadata'),
      /** When the ledger first showed the wallet's account activated; null until then (or never asked). */
      accountActivatedAt: time('account_activated_at'),
      createdAt: time('created_at').notNull(),
    },
    (t) => [d.uniqueIndex('users_display_name_key').on(t.displayNameKey)],
  );

  return { users };
};
