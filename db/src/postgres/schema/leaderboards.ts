import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { epochMs, serialId } from './columns';
import { users } from './users';

/** Players with no NFT found yet (ad points only) sort after everyone with the same points. */
const NO_AVERAGE = 1e9;

const boardColumns = () => ({
  id: serialId(),
  season: integer('season').notNull().default(0),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  totalPoints: integer('total_points').notNull().default(0),
  totalCorrect: integer('total_correct').notNull().default(0),
  totalAttempts: integer('total_attempts').notNull().default(0),
  // PostgreSQL has stored generated columns only; SQLite's is virtual.
  averageAttempts: doublePrecision('average_attempts').generatedAlwaysAs(
    sql`CASE WHEN total_correct > 0 THEN CAST(total_attempts AS double precision) / total_correct ELSE ${sql.raw(String(NO_AVERAGE))} END`,
  ),
  lastUpdated: epochMs('last_updated').notNull(),
});

export const leaderboard = pgTable('leaderboard', boardColumns(), (t) => [
  uniqueIndex('leaderboard_season_user').on(t.season, t.userId),
  index('leaderboard_rank_idx').on(t.season, t.totalPoints.desc(), t.averageAttempts, t.lastUpdated),
  index('leaderboard_season_updated').on(t.season, t.lastUpdated),
]);

export const bwifLeaderboard = pgTable(
  'bwif_leaderboard',
  {
    ...boardColumns(),
    bwifBalance: text('bwif_balance').notNull().default('0'),
    lastBalanceCheck: epochMs('last_balance_check'),
  },
  (t) => [
    uniqueIndex('bwif_leaderboard_season_user').on(t.season, t.userId),
    index('bwif_leaderboard_rank_idx').on(t.season, t.totalPoints.desc(), t.averageAttempts, t.lastUpdated),
    index('bwif_leaderboard_season_updated').on(t.season, t.lastUpdated),
  ],
);

export const bwifPointsLeaderboard = pgTable(
  'bwif_points_leaderboard',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    walletAddress: text('wallet_address'),
    telegramUsername: text('telegram_username'),
    points: integer('points').notNull().default(0),
    rank: integer('rank'),
    lastUpdated: epochMs('last_updated').notNull(),
  },
  (t) => [index('bwif_points_rank_idx').on(t.points.desc(), t.lastUpdated)],
);

const historyColumns = () => ({
  id: serialId(),
  weekStart: text('week_start').notNull(),
  weekEnd: text('week_end').notNull(),
  userId: integer('user_id').notNull(),
  rank: integer('rank').notNull(),
  username: text('username'),
  walletAddress: text('wallet_address').notNull(),
  points: integer('points').notNull(),
  nftsIdentified: integer('nfts_identified').notNull(),
  averageAttempts: doublePrecision('average_attempts').notNull(),
  dateArchived: epochMs('date_archived').notNull(),
  periodId: integer('period_id'),
});

export const weeklyLeaderboardHistory = pgTable('weekly_leaderboard_history', historyColumns(), (t) => [
  index('weekly_history_period_idx').on(t.periodId, t.rank),
]);

export const weeklyBwifLeaderboardHistory = pgTable(
  'weekly_bwif_leaderboard_history',
  { ...historyColumns(), bwifBalance: text('bwif_balance').notNull().default('0') },
  (t) => [index('weekly_bwif_history_period_idx').on(t.periodId, t.rank)],
);
