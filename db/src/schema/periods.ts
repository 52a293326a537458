import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * One row per archived period: a week, or the part of it up to a forced archive (what
 * follows is the next period). Its id is the period id the history and the raffle name.
 */
export const periods = sqliteTable(
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
