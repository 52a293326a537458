import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs, serialId } from './columns';
import { users } from './users';

export const reminders = pgTable(
  'reminders',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    localHour: integer('local_hour').notNull(),
    utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
    hourUtc: integer('hour_utc').notNull(),
    sentDay: text('sent_day'),
    chatOpenedAt: epochMs('chat_opened_at'),
    announcedId: integer('announced_id'),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (t) => [index('reminders_due_idx').on(t.hourUtc, t.enabled)],
);

export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    sentAt: epochMs('sent_at').notNull(),
    outcome: text('outcome', { enum: ['sent', 'blocked', 'failed'] }).notNull(),
  },
  (t) => [index('reminder_sends_day_idx').on(t.day)],
);

export const inviteCodes = pgTable('invite_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: epochMs('created_at').notNull(),
});

export const referrals = pgTable(
  'referrals',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: epochMs('created_at').notNull(),
    rewardedAt: epochMs('rewarded_at'),
  },
  (t) => [index('referrals_inviter_idx').on(t.inviterId, t.rewardedAt)],
);
