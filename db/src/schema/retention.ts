import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/**
 * A Telegram-linked player's daily reminder. The player picks a local hour; `hourUtc` is
 * the hour the bot sends at, so the hourly run reads one index range.
 */
export const reminders = sqliteTable(
  'reminders',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(false),
    /** 0-23, in the player's time zone, as they chose it. */
    localHour: integer('local_hour').notNull(),
    /** The player's offset from UTC when they chose it (UTC+5:30 is 330). */
    utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
    hourUtc: integer('hour_utc').notNull(),
    /** yyyy-MM-dd (UTC) of the last reminder claimed for sending: at most one a day. */
    sentDay: text('sent_day'),
    /** When the player last started the bot's chat (so the bot may write first); null once they blocked it. */
    chatOpenedAt: integer('chat_opened_at', { mode: 'timestamp_ms' }),
    /** The last announcement claimed for sending to this player: each is sent once at most. */
    announcedId: integer('announced_id'),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('reminders_due_idx').on(t.hourUtc, t.enabled)],
);

/**
 * Each reminder the bot tried to send, and how it went: the operator's insights count
 * them (a 403 means the player blocked the bot) and the games played soon after.
 */
export const reminderSends = sqliteTable(
  'reminder_sends',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** yyyy-MM-dd (UTC) of the send. */
    day: text('day').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
    outcome: text('outcome', { enum: ['sent', 'blocked', 'failed'] }).notNull(),
  },
  (t) => [index('reminder_sends_day_idx').on(t.day)],
);

/** A player's invite code: opaque, drawn at random the first time it is shown. */
export const inviteCodes = sqliteTable('invite_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Who invited a player (at most one inviter each), and when the inviter was rewarded for it. */
export const referrals = sqliteTable(
  'referrals',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    rewardedAt: integer('rewarded_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('referrals_inviter_idx').on(t.inviterId, t.rewardedAt)],
);
