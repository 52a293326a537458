import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { gameRounds } from './rounds';
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

/**
 * One row per archived period: a week, or the part of it up to a forced archive (what
 * follows is the next period). Its id is the period id the history and the raffle name.
 */
export const weeklyArchives = sqliteTable(
  'weekly_archives',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The first and last day (UTC) of the period. */
    weekStart: text('week_start').notNull(),
    /** The board season copied into the history for this period. */
    season: integer('season').notNull().default(0),
    /** 'copying' until every history row and raffle entrant is written, then 'done'. */
    status: text('status', { enum: ['copying', 'done'] })
      .notNull()
      .default('done'),
    weekEnd: text('week_end').notNull(),
    archivedAt: integer('archived_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * When the period closed: the week's end, or the moment of a forced archive. The draw
     * takes the first validated ledger closed at or after it.
     */
    periodEnd: integer('period_end', { mode: 'timestamp_ms' }),
    /** Whether an admin forced it before the week ended. */
    forced: integer('forced', { mode: 'boolean' }).notNull().default(false),
    /** The prize of the period's raffle in drops (a decimal string), split among its winners. */
    prizeDrops: text('prize_drops').notNull().default('0'),
    /** The draw ledger: null until drawn. */
    drawLedgerIndex: integer('draw_ledger_index'),
    drawLedgerHash: text('draw_ledger_hash'),
    /** True when the offline ledger stood in: the hash is derived from the period, not the XRPL's. */
    drawStandIn: integer('draw_stand_in', { mode: 'boolean' }).notNull().default(false),
    drawnAt: integer('drawn_at', { mode: 'timestamp_ms' }),
    /** When the admins were told the winners were not all paid 48 hours after the draw. */
    unpaidRemindedAt: integer('unpaid_reminded_at', { mode: 'timestamp_ms' }),
    /** The seed of periods drawn before the ledger draw (their winners are in raffle_winners). */
    raffleSeed: text('raffle_seed'),
  },
  (t) => [index('weekly_archives_week_idx').on(t.weekStart)],
);

/**
 * The raffle's candidates per period: holders board players with points in it, weighted
 * by those points. `eligible` is decided at the draw ledger (the balance reaches the
 * threshold there); the draw runs on the eligible ones in wallet address order.
 */
export const raffleEntrants = sqliteTable(
  'raffle_entrants',
  {
    periodId: integer('period_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    userId: integer('user_id').notNull(),
    weight: integer('weight').notNull(),
    eligible: integer('eligible', { mode: 'boolean' }),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.walletAddress] })],
);

/** A period's winners in the order drawn; `position` 0 takes the prize's remainder. */
export const raffleWinners = sqliteTable(
  'raffle_winners',
  {
    periodId: integer('period_id').notNull(),
    position: integer('position').notNull(),
    userId: integer('user_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    /** The validated payment's hash once paid. */
    txHash: text('tx_hash').unique(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.position] })],
);

/** A Xaman Payment payload made for a winner, and what its check concluded. */
export const rafflePayments = sqliteTable(
  'raffle_payments',
  {
    uuid: text('uuid').primaryKey(),
    periodId: integer('period_id').notNull(),
    walletAddress: text('wallet_address').notNull(),
    prizeDrops: text('prize_drops').notNull(),
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }).notNull(),
    state: text('state', { enum: ['pending', 'paid', 'refused'] }).notNull(),
    reason: text('reason'),
    txHash: text('tx_hash'),
  },
  (t) => [
    index('raffle_payments_winner_idx').on(t.periodId, t.walletAddress, t.state),
    index('raffle_payments_tx_idx').on(t.txHash),
  ],
);
