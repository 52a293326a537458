import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { epochMs, serialId } from './columns';
import { gameRounds } from './rounds';
import { users } from './users';

export const adRewards = pgTable(
  'ad_rewards',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pointsEarned: integer('points_earned').notNull().default(5),
    gameRoundId: integer('game_round_id').references(() => gameRounds.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    date: text('date').notNull(),
    dailyCount: integer('daily_count').notNull().default(1),
    resetGeneration: integer('reset_generation').notNull().default(0),
    timestamp: epochMs('timestamp').notNull(),
  },
  (t) => [
    uniqueIndex('ad_rewards_one_per_count').on(t.userId, t.date, t.resetGeneration, t.dailyCount),
    check('ad_rewards_daily_count_range', sql`${t.dailyCount} BETWEEN 1 AND 3`),
  ],
);

export const adIntents = pgTable(
  'ad_intents',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: epochMs('created_at').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
    consumedAt: epochMs('consumed_at'),
  },
  (t) => [index('ad_intents_user_idx').on(t.userId, t.createdAt)],
);
