import { weeklyArchives } from '@app/db/schema/leaderboards';
import { desc, eq } from '@app/db/orm';
import type { AdminRaffle } from '@app/shared/schemas/raffle';
import type { Ctx } from '../../context';
import { unpaidOverdue } from './reminders';
import { periodRaffle } from './view';

const PERIODS_SHOWN = 12;

/** The latest archived periods with their raffle, prize and whether paying them is overdue. */
export function adminRaffle(ctx: Ctx): AdminRaffle {
  const periods = ctx.db
    .select()
    .from(weeklyArchives)
    .where(eq(weeklyArchives.status, 'done'))
    .orderBy(desc(weeklyArchives.id))
    .limit(PERIODS_SHOWN)
    .all();
  return {
    periods: periods.map((period) => ({
      periodId: period.id,
      weekStart: period.weekStart,
      weekEnd: period.weekEnd,
      prizeDrops: period.prizeDrops,
      drawnAt: period.drawnAt?.toISOString() ?? null,
      unpaidOverdue: unpaidOverdue(ctx, period, ctx.now),
      raffle: periodRaffle(ctx.db, period),
    })),
  };
}
