import { text, boolean, time } from './columns';
import type { Dialect, Engine } from './dialect';

export const groupsTables = <E extends Engine>(d: Dialect<E>) => {
  /**
   * A Telegram group the bot plays in, by its chat id (negative; a supergroup's moves when
   * a group is upgraded). Forgotten, with its members, when the bot leaves it.
   */
  const telegramGroups = d.table('telegram_groups', {
    chatId: text('chat_id').primaryKey(),
    title: text('title').notNull(),
    /** The group's admins asked for yesterday's results every day after 00:00 UTC (`/daily on`). */
    dailyPost: boolean('daily_post').notNull().default(false),
    /** yyyy-MM-dd (UTC) of the last day whose results were claimed for posting: one post a day at most. */
    postedDay: text('posted_day'),
    /** The language of the member who added the bot or asked it to /play there (a group has none of its own); null: unknown. */
    language: text('language'),
    createdAt: time('created_at').notNull(),
  });

  /**
   * A Telegram user counted in a group: they opened the game from it and the bot confirmed
   * they are a member. By Telegram id, so the row follows the player when they link a wallet.
   */
  const groupMembers = d.table(
    'group_members',
    {
      chatId: text('chat_id')
        .notNull()
        .references(() => telegramGroups.chatId, { onDelete: 'cascade' }),
      telegramId: text('telegram_id').notNull(),
      confirmedAt: time('confirmed_at').notNull(),
    },
    (t) => [d.primaryKey(t.chatId, t.telegramId), d.index('group_members_telegram_idx').on(t.telegramId)],
  );

  return { telegramGroups, groupMembers };
};
