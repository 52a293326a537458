import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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
