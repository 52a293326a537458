import { id, text, integer, boolean, time } from './columns';
import type { Dialect, Engine, KeyedTable } from './dialect';

export const retentionTables = <E extends Engine>(d: Dialect<E>, { users }: { users: KeyedTable }) => {
  /**
   * A Telegram-linked player's daily reminder. The player picks a local hour; `hourUtc` is
   * the hour the bot sends at, so the hourly run reads one index range.
   */
  const reminders = d.table(
    'reminders',
    {
      userId: integer('user_id')
        .primaryKey()
        .references(() => users.id, { onDelete: 'cascade' }),
      enabled: boolean('enabled').notNull().default(false),
      /** 0-23, in the player's time zone, as they chose it. */
      localHour: integer('local_hour').notNull(),
      /** The player's offset from UTC when they chose it (UTC+5:30 is 330). */
      utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
      hourUtc: integer('hour_utc').notNull(),
      /** yyyy-MM-dd (UTC) of the last reminder claimed for sending: at most one a day. */
      sentDay: text('sent_day'),
      /** When the player last started the bot's chat (so the bot may write first); null once they blocked it. */
      chatOpenedAt: time('chat_opened_at'),
      /** The last announcement claimed for sending to this player: each is sent once at most. */
      announcedId: integer('announced_id'),
      updatedAt: time('updated_at').notNull(),
    },
    (t) => [d.index('reminders_due_idx').on(t.hourUtc, t.enabled)],
  );

  /**
   * Each reminder the bot tried to send, and how it went: the operator's insights count
   * them (a 403 means the player blocked the bot) and the games played soon after.
   */
  const reminderSends = d.table(
    'reminder_sends',
    {
      id: id(),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** yyyy-MM-dd (UTC) of the send. */
      day: text('day').notNull(),
      sentAt: time('sent_at').notNull(),
      outcome: text('outcome', { enum: ['sent', 'blocked', 'failed'] }).notNull(),
    },
    (t) => [d.index('reminder_sends_day_idx').on(t.day)],
  );

  /** A player's invite code: opaque, drawn at random the first time it is shown. */
  const inviteCodes = d.table('invite_codes', {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    createdAt: time('created_at').notNull(),
  });

  /** Who invited a player (at most one inviter each), and when the inviter was rewarded for it. */
  const referrals = d.table(
    'referrals',
    {
      inviteeId: integer('invitee_id')
        .primaryKey()
        .references(() => users.id, { onDelete: 'cascade' }),
      inviterId: integer('inviter_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: time('created_at').notNull(),
      rewardedAt: time('rewarded_at'),
    },
    (t) => [d.index('referrals_inviter_idx').on(t.inviterId, t.rewardedAt)],
  );

  return { reminders, reminderSends, inviteCodes, referrals };
};
