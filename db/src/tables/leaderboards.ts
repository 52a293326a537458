import { sql } from 'drizzle-orm';
import { id, text, integer, time, real } from './columns';
import type { Dialect, Engine, KeyedTable } from './dialect';

/** Players with no NFT found yet (ad points only) sort after everyone with the same points. */
const NO_AVERAGE = 1e9;

const historyColumns = () => ({
  id: id(),
  weekStart: text('week_start').notNull(),
  weekEnd: text('week_end').notNull(),
  userId: integer('user_id').notNull(),
  rank: integer('rank').notNull(),
  username: text('username'),
  walletAddress: text('wallet_address').notNull(),
  points: integer('points').notNull(),
  nftsIdentified: integer('nfts_identified').notNull(),
  averageAttempts: real('average_attempts').notNull(),
  dateArchived: time('date_archived').notNull(),
  /** The archived period (weekly_archives.id) the row belongs to. */
  periodId: integer('period_id'),
});

export const leaderboardsTables = <E extends Engine>(d: Dialect<E>, { users }: { users: KeyedTable }) => {
  const boardColumns = () => ({
    id: id(),
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
      sql`CASE WHEN total_correct > 0 THEN CAST(total_attempts AS ${d.realType}) / total_correct ELSE ${sql.raw(String(NO_AVERAGE))} END`,
    ),
    lastUpdated: time('last_updated').notNull(),
  });

  /** The weekly regular leaderboard, reset by the weekly archive. */
  const leaderboard = d.table('leaderboard', boardColumns(), (t) => [
    d.uniqueIndex('leaderboard_season_user').on(t.season, t.userId),
    d.index('leaderboard_rank_idx').on(t.season, d.descending(t.totalPoints), t.averageAttempts, t.lastUpdated),
    // The scheduler asks for the week of the season's newest score.
    d.index('leaderboard_season_updated').on(t.season, t.lastUpdated),
  ]);

  /** The weekly holders leaderboard, with the cached token balance. */
  const bwifLeaderboard = d.table(
    'bwif_leaderboard',
    {
      ...boardColumns(),
      bwifBalance: text('bwif_balance').notNull().default('0'),
      lastBalanceCheck: time('last_balance_check'),
    },
    (t) => [
      d.uniqueIndex('bwif_leaderboard_season_user').on(t.season, t.userId),
      d.index('bwif_leaderboard_rank_idx').on(t.season, d.descending(t.totalPoints), t.averageAttempts, t.lastUpdated),
      d.index('bwif_leaderboard_season_updated').on(t.season, t.lastUpdated),
    ],
  );

  /** All-time BWIF points per user. */
  const bwifPointsLeaderboard = d.table(
    'bwif_points_leaderboard',
    {
      id: id(),
      userId: integer('user_id')
        .notNull()
        .unique()
        .references(() => users.id, { onDelete: 'cascade' }),
      username: text('username').notNull(),
      walletAddress: text('wallet_address'),
      telegramUsername: text('telegram_username'),
      points: integer('points').notNull().default(0),
      rank: integer('rank'),
      lastUpdated: time('last_updated').notNull(),
    },
    (t) => [d.index('bwif_points_rank_idx').on(d.descending(t.points), t.lastUpdated)],
  );

  const weeklyLeaderboardHistory = d.table('weekly_leaderboard_history', historyColumns(), (t) => [
    d.index('weekly_history_period_idx').on(t.periodId, t.rank),
  ]);

  const weeklyBwifLeaderboardHistory = d.table(
    'weekly_bwif_leaderboard_history',
    { ...historyColumns(), bwifBalance: text('bwif_balance').notNull().default('0') },
    (t) => [d.index('weekly_bwif_history_period_idx').on(t.periodId, t.rank)],
  );

  return {
    leaderboard,
    bwifLeaderboard,
    bwifPointsLeaderboard,
    weeklyLeaderboardHistory,
    weeklyBwifLeaderboardHistory,
  };
};
