import type { AdminRaffle } from '@app/shared/schemas/raffle';
import type { Ctx } from '../../context';
import { latestArchivedPeriods } from './archived-periods';
import { unpaidOverdue } from './unpaid-reminders';
import { periodRaffle } from './view';

/** The latest archived periods with their raffle, prize and whether paying them is overdue. */
export async function adminRaffle({ ctx }: { ctx: Ctx }): Promise<AdminRaffle> {
  const periods = await latestArchivedPeriods(ctx.database);
  return {
    periods: await Promise.all(
      periods.map(async (period) => ({
        periodId: period.id,
        weekStart: period.weekStart,
        weekEnd: period.weekEnd,
        prizeDrops: period.prizeDrops,
        drawnAt: period.drawnAt?.toISOString() ?? null,
        unpaidOverdue: await unpaidOverdue(ctx.database, period, ctx.now),
        raffle: await periodRaffle(ctx.database, period),
      })),
    ),
  };
}
