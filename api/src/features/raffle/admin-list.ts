import type { AdminRaffle } from '@app/shared/schemas/raffle';
import type { Ctx } from '../../context';
import { latestArchivedPeriods } from '../weekly/archived-periods';
import { unpaidOverdue } from './reminders';
import { periodRaffle } from './view';

/** The latest archived periods with their raffle, prize and whether paying them is overdue. */
export function adminRaffle(ctx: Ctx): AdminRaffle {
  const periods = latestArchivedPeriods(ctx.db);
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
