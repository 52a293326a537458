import { sql } from 'drizzle-orm';
import { id, text, integer, time } from './columns';
import type { Dialect, Engine, KeyedTable } from './dialect';

export const adsTables = <E extends Engine>(
  d: Dialect<E>,
  { gameRounds, users }: { gameRounds: KeyedTable; users: KeyedTable },
) => {
  /** A reward for a watched ad: +5 points, at most 3 a UTC day. */
  const adRewards = d.table(
    'ad_rewards',
    {
      id: id(),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      pointsEarned: integer('points_earned').notNull().default(5),
      gameRoundId: integer('game_round_id').references(() => gameRounds.id, { onDelete: 'set null' }),
      platform: text('platform').notNull(),
      /** yyyy-MM-dd (UTC). */
      date: text('date').notNull(),
      dailyCount: integer('daily_count').notNull().default(1),
      /** Rewards before the admin's last ad reset no longer count towards the daily cap. */
      resetGeneration: integer('reset_generation').notNull().default(0),
      timestamp: time('timestamp').notNull(),
    },
    (t) => [
      d.uniqueIndex('ad_rewards_one_per_count').on(t.userId, t.date, t.resetGeneration, t.dailyCount),
      d.check('ad_rewards_daily_count_range', sql`${t.dailyCount} BETWEEN 1 AND 3`),
    ],
  );

  /**
   * An ad the Mini App is about to show: the ad network's reward call consumes the oldest
   * open one of that player, so a replayed reward URL finds none and grants nothing.
   */
  const adIntents = d.table(
    'ad_intents',
    {
      id: text('id').primaryKey(),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: time('created_at').notNull(),
      expiresAt: time('expires_at').notNull(),
      /** Set when a reward call used it. */
      consumedAt: time('consumed_at'),
    },
    (t) => [d.index('ad_intents_user_idx').on(t.userId, t.createdAt)],
  );

  return { adRewards, adIntents };
};
