import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/** Players with no NFT found yet (ad points only) sort after everyone with the same points. */
const NO_AVERAGE = 1e9;

const boardColumns = () => ({
  id: integer('id').primaryKey({ autoIncrement: true }),
  /**
   * Which week's board the row is on. The archive starts a new season instead of
   * deleting a million rows at once, then copies and removes the old one in chunks.
   */
  season: integer('season').notNull().default(0),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  totalPoints: integer('total_points').notNull().default(0),
  totalCorrect: integer('total_correct').notNull().default(0),
  totalAttempts: integer('total_attempts').notNull().default(0),
  /** The ranking's tie-break, kept as a column so one index serves the whole ORDER BY. */
  averageAttempts: real('average_attempts').generatedAlwaysAs(
    sql`CASE WHEN total_correct > 0 THEN CAST(total_attempts AS REAL) / total_correct ELSE ${sql.raw(String(NO_AVERAGE))} END`,
    { mode: 'virtual' },
  ),
  lastUpdated: integer('last_updated', { mode: 'timestamp_ms' }).notNull(),
});

/** The weekly regular leaderboard, reset by the weekly archive. */
export const leaderboard = sqliteTable('leaderboard', boardColumns(), (t) => [
  uniqueIndex('leaderboard_season_user').on(t.season, t.userId),
  index('leaderboard_rank_idx').on(t.season, sql`${t.totalPoints} DESC`, t.averageAttempts, t.lastUpdated),
  // The scheduler asks for the week of the season's newest score.
  index('leaderboard_season_updated').on(t.season, t.lastUpdated),
]);

/** The weekly holders leaderboard, with the cached token balance. */
export const bwifLeaderboard = sqliteTable(
  'bwif_leaderboard',
  {
    ...boardColumns(),
    bwifBalance: text('bwif_balance').notNull().default('0'),
    lastBalanceCheck: integer('last_balance_check', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('bwif_leaderboard_season_user').on(t.season, t.userId),
    index('bwif_leaderboard_rank_idx').on(t.season, sql`${t.totalPoints} DESC`, t.averageAttempts, t.lastUpdated),
    index('bwif_leaderboard_season_updated').on(t.season, t.lastUpdated),
  ],
);

/** All-time BWIF points per user. */
export const bwifPointsLeaderboard = sqliteTable(
  'bwif_points_leaderboard',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    walletAddress: text('wallet_address'),
    telegramUsername: text('telegram_username'),
    points: integer('points').notNull().default(0),
    rank: integer('rank'),
    lastUpdated: integer('last_updated', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('bwif_points_rank_idx').on(sql`${t.points} DESC`, t.lastUpdated)],
);

const historyColumns = () => ({
  id: integer('id').primaryKey({ autoIncrement: true }),
  weekStart: text('week_start').notNull(),
  weekEnd: text('week_end').notNull(),
  userId: integer('user_id').notNull(),
  rank: integer('rank').notNull(),
  username: text('username'),
  walletAddress: text('wallet_address').notNull(),
  points: integer('points').notNull(),
  nftsIdentified: integer('nfts_identified').notNull(),
  averageAttempts: real('average_attempts').notNull(),
  dateArchived: integer('date_archived', { mode: 'timestamp_ms' }).notNull(),
  /** The archived period (weekly_archives.id) the row belongs to. */
  periodId: integer('period_id'),
});

export const weeklyLeaderboardHistory = sqliteTable('weekly_leaderboard_history', historyColumns(), (t) => [
  index('weekly_history_period_idx').on(t.periodId, t.rank),
]);

export const weeklyBwifLeaderboardHistory = sqliteTable(
  'weekly_bwif_leaderboard_history',
  { ...historyColumns(), bwifBalance: text('bwif_balance').notNull().default('0') },
  (t) => [index('weekly_bwif_history_period_idx').on(t.periodId, t.rank)],
);
