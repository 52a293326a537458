import { periods } from '@app/db/schema/periods';
import { rafflePayments, raffleWinners } from '@app/db/schema/raffle';
import { and, eq, isNotNull } from '@app/db/orm';
import { xrpToDrops } from '@app/shared/rules/raffle';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { audit } from '../../audit/audit';
import { findPeriod } from './view';

/** Changes a period's prize, refused once any of it is paid or while a payment is pending. */
export async function setPrize({
  ctx,
  input: { periodId, prizeXrp },
}: {
  ctx: Ctx;
  input: { periodId: number; prizeXrp: number };
}): Promise<{ periodId: number; prizeDrops: string }> {
  const prizeDrops = xrpToDrops(prizeXrp);
  await ctx.database.transaction(async (tx) => {
    const period = await findPeriod(tx, periodId);
    if (!period) throw new AppError('NOT_FOUND', `No archived period ${periodId}`);
    const [paid] = await tx
      .select()
      .from(raffleWinners)
      .where(and(eq(raffleWinners.periodId, periodId), isNotNull(raffleWinners.txHash)));
    if (paid)
      throw new AppError('CONFLICT', `Part of the prize of period ${periodId} is paid: it can no longer change`);
    const [pending] = await tx
      .select()
      .from(rafflePayments)
      .where(and(eq(rafflePayments.periodId, periodId), eq(rafflePayments.state, 'pending')));
    // A payload already made asks for the old amount.
    if (pending)
      throw new AppError('CONFLICT', `A payment of period ${periodId} is pending (${pending.uuid}): check it first`);
    await tx.update(periods).set({ prizeDrops }).where(eq(periods.id, periodId));
  });
  await audit({ ctx, input: { action: 'raffle.prize', detail: { periodId, prizeDrops } } });
  return { periodId, prizeDrops };
}
