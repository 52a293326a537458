import { rafflePayments, raffleWinners, weeklyArchives } from '@app/db/schema/raffle';
import { and, eq, isNotNull } from '@app/db/orm';
import { xrpToDrops } from '@app/shared/rules/raffle';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { audit } from '../admin/guard';
import { findPeriod } from './view';

/** Changes a period's prize, refused once any of it is paid or while a payment is pending. */
export function setPrize(ctx: Ctx, periodId: number, prizeXrp: number): { periodId: number; prizeDrops: string } {
  const prizeDrops = xrpToDrops(prizeXrp);
  ctx.db.transaction(() => {
    const period = findPeriod(ctx.db, periodId);
    if (!period) throw new AppError('NOT_FOUND', `No archived period ${periodId}`);
    const paid = ctx.db
      .select()
      .from(raffleWinners)
      .where(and(eq(raffleWinners.periodId, periodId), isNotNull(raffleWinners.txHash)))
      .get();
    if (paid)
      throw new AppError('CONFLICT', `Part of the prize of period ${periodId} is paid: it can no longer change`);
    const pending = ctx.db
      .select()
      .from(rafflePayments)
      .where(and(eq(rafflePayments.periodId, periodId), eq(rafflePayments.state, 'pending')))
      .get();
    // A payload already made asks for the old amount.
    if (pending)
      throw new AppError('CONFLICT', `A payment of period ${periodId} is pending (${pending.uuid}): check it first`);
    ctx.db.update(weeklyArchives).set({ prizeDrops }).where(eq(weeklyArchives.id, periodId)).run();
  });
  audit(ctx, 'raffle.prize', { periodId, prizeDrops });
  return { periodId, prizeDrops };
}
