import { periods } from '@app/db/schema/periods';
import { and, asc, eq, isNotNull, isNull, lte } from '@app/db/orm';
import { HOUR_MS } from '@app/shared/constants';
import type { Database } from '@app/db/database';
import type { AppDeps } from '../../context';
import { audit } from '../../audit/audit';
import { winnersOf, type Period } from './view';

/** How long after the draw the winners should all be paid. */
const PAY_WITHIN_MS = 48 * HOUR_MS;

/** The winners still owed a prize (a prize of 0 drops is owed to no one). */
const unpaidWinners = async (db: Database, period: Period) =>
  (await winnersOf(db, period)).filter((winner) => !winner.paid && winner.prizeDrops !== '0');

/** True when a drawn period's winners are not all paid 48 hours after the draw. */
export async function unpaidOverdue(db: Database, period: Period, now: Date): Promise<boolean> {
  if (!period.drawnAt || now.getTime() - period.drawnAt.getTime() < PAY_WITHIN_MS) return false;
  return (await unpaidWinners(db, period)).length > 0;
}

/** When the next period becomes overdue, for the scheduler's timer; null when none will. */
export async function nextReminderAt(db: Database): Promise<Date | null> {
  const [next] = await db
    .select({ drawnAt: periods.drawnAt })
    .from(periods)
    .where(and(isNotNull(periods.drawnAt), isNull(periods.unpaidRemindedAt)))
    .orderBy(asc(periods.drawnAt))
    .limit(1);
  return next?.drawnAt ? new Date(next.drawnAt.getTime() + PAY_WITHIN_MS) : null;
}

/**
 * Tells the admins (through the bot) about each period whose winners are not all paid 48
 * hours after its draw, once; a period found all paid then is marked checked too.
 */
export async function remindUnpaid({
  ctx,
}: {
  ctx: Pick<AppDeps, 'database' | 'announcer' | 'logger'> & { now: Date };
}): Promise<void> {
  const { now } = ctx;
  const due = await ctx.database
    .select()
    .from(periods)
    .where(and(isNull(periods.unpaidRemindedAt), lte(periods.drawnAt, new Date(now.getTime() - PAY_WITHIN_MS))));
  for (const period of due) {
    const unpaid = await unpaidWinners(ctx.database, period);
    await ctx.database.update(periods).set({ unpaidRemindedAt: now }).where(eq(periods.id, period.id));
    if (unpaid.length === 0) continue;
    const detail = { periodId: period.id, unpaid: unpaid.map((winner) => winner.walletAddress) };
    await audit({ ctx: { ...ctx, auditActor: 'scheduler' }, input: { action: 'raffle.unpaid-reminder', detail } });
    try {
      await ctx.announcer.raffleUnpaid({
        periodId: period.id,
        weekStart: period.weekStart,
        weekEnd: period.weekEnd,
        unpaid: unpaid.map(({ name, walletAddress, prizeDrops }) => ({ name, walletAddress, prizeDrops })),
      });
    } catch (error) {
      ctx.logger.warn({ err: error }, 'raffle reminder failed');
    }
  }
}
