import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { gameRounds } from './rounds';
import { users } from './users';

/** A reward for a watched ad: +5 points, at most 3 a UTC day. */
export const adRewards = sqliteTable(
  'ad_rewards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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
    timestamp: integer('timestamp', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('ad_rewards_one_per_count').on(t.userId, t.date, t.resetGeneration, t.dailyCount),
    check('ad_rewards_daily_count_range', sql`${t.dailyCount} BETWEEN 1 AND 3`),
  ],
);

/**
 * An ad the Mini App is about to show: the ad network's reward call consumes the oldest
 * open one of that player, so a replayed reward URL finds none and grants nothing.
 */
export const adIntents = sqliteTable(
  'ad_intents',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** Set when a reward call used it. */
    consumedAt: integer('consumed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('ad_intents_user_idx').on(t.userId, t.createdAt)],
);
