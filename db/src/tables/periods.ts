import { id, text, integer, boolean, time } from './columns';
import type { Dialect, Engine } from './dialect';

export const periodsTables = <E extends Engine>(d: Dialect<E>) => {
  /**
   * One row per archived period: a week, or the part of it up to a forced archive (what
   * follows is the next period). Its id is the period id the history and the raffle name.
   */
  const periods = d.table(
    'weekly_archives',
    {
      id: id(),
      /** The first and last day (UTC) of the period. */
      weekStart: text('week_start').notNull(),
      /** The board season copied into the history for this period. */
      season: integer('season').notNull().default(0),
      /** 'copying' until every history row and raffle entrant is written, then 'done'. */
      status: text('status', { enum: ['copying', 'done'] })
        .notNull()
        .default('done'),
      weekEnd: text('week_end').notNull(),
      archivedAt: time('archived_at').notNull(),
      /**
       * When the period closed: the week's end, or the moment of a forced archive. The draw
       * takes the first validated ledger closed at or after it.
       */
      periodEnd: time('period_end'),
      /** Whether an admin forced it before the week ended. */
      forced: boolean('forced').notNull().default(false),
      /** The prize of the period's raffle in drops (a decimal string), split among its winners. */
      prizeDrops: text('prize_drops').notNull().default('0'),
      /** The draw ledger: null until drawn. */
      drawLedgerIndex: integer('draw_ledger_index'),
      drawLedgerHash: text('draw_ledger_hash'),
      /** True when the offline ledger stood in: the hash is derived from the period, not the XRPL's. */
      drawStandIn: boolean('draw_stand_in').notNull().default(false),
      drawnAt: time('drawn_at'),
      /** When the admins were told the winners were not all paid 48 hours after the draw. */
      unpaidRemindedAt: time('unpaid_reminded_at'),
      /** The seed of periods drawn before the ledger draw (their winners are in raffle_winners). */
      raffleSeed: text('raffle_seed'),
    },
    (t) => [d.index('weekly_archives_week_idx').on(t.weekStart)],
  );

  return { periods };
};
