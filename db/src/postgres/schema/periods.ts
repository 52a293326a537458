import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs, serialId } from './columns';

export const periods = pgTable(
  'weekly_archives',
  {
    id: serialId(),
    weekStart: text('week_start').notNull(),
    season: integer('season').notNull().default(0),
    status: text('status', { enum: ['copying', 'done'] })
      .notNull()
      .default('done'),
    weekEnd: text('week_end').notNull(),
    archivedAt: epochMs('archived_at').notNull(),
    periodEnd: epochMs('period_end'),
    forced: boolean('forced').notNull().default(false),
    prizeDrops: text('prize_drops').notNull().default('0'),
    drawLedgerIndex: integer('draw_ledger_index'),
    drawLedgerHash: text('draw_ledger_hash'),
    drawStandIn: boolean('draw_stand_in').notNull().default(false),
    drawnAt: epochMs('drawn_at'),
    unpaidRemindedAt: epochMs('unpaid_reminded_at'),
    raffleSeed: text('raffle_seed'),
  },
  (t) => [index('weekly_archives_week_idx').on(t.weekStart)],
);
