import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { epochMs } from './columns';

export const telegramGroups = pgTable('telegram_groups', {
  chatId: text('chat_id').primaryKey(),
  title: text('title').notNull(),
  dailyPost: boolean('daily_post').notNull().default(false),
  postedDay: text('posted_day'),
  createdAt: epochMs('created_at').notNull(),
});

export const groupMembers = pgTable(
  'group_members',
  {
    chatId: text('chat_id')
      .notNull()
      .references(() => telegramGroups.chatId, { onDelete: 'cascade' }),
    telegramId: text('telegram_id').notNull(),
    confirmedAt: epochMs('confirmed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.telegramId] }), index('group_members_telegram_idx').on(t.telegramId)],
);
