import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * A Telegram group the bot plays in, by its chat id (negative; a supergroup's moves when
 * a group is upgraded). Forgotten, with its members, when the bot leaves it.
 */
export const telegramGroups = sqliteTable('telegram_groups', {
  chatId: text('chat_id').primaryKey(),
  title: text('title').notNull(),
  /** The group's admins asked for yesterday's results every day after 00:00 UTC (`/daily on`). */
  dailyPost: integer('daily_post', { mode: 'boolean' }).notNull().default(false),
  /** yyyy-MM-dd (UTC) of the last day whose results were claimed for posting: one post a day at most. */
  postedDay: text('posted_day'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * A Telegram user counted in a group: they opened the game from it and the bot confirmed
 * they are a member. By Telegram id, so the row follows the player when they link a wallet.
 */
export const groupMembers = sqliteTable(
  'group_members',
  {
    chatId: text('chat_id')
      .notNull()
      .references(() => telegramGroups.chatId, { onDelete: 'cascade' }),
    telegramId: text('telegram_id').notNull(),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.telegramId] }), index('group_members_telegram_idx').on(t.telegramId)],
);
