import { raffleWinners, rafflePayments } from '@app/db/schema/raffle';
import { and, eq, ne } from '@app/db/orm';
import { PRODUCT_NAME } from '@app/shared/constants';
import type { PaymentCreated, PaymentState } from '@app/shared/schemas/raffle';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { audit } from '../../audit/audit';
import { findPeriod, winnersOf, type Period } from './view';
import { verifyPayment, type Verdict } from './verify-payment';

type Payment = typeof rafflePayments.$inferSelect;

async function drawnPeriodOrThrow(ctx: Ctx, periodId: number): Promise<Period> {
  const period = await findPeriod(ctx.database, periodId);
  if (!period) throw new AppError('NOT_FOUND', `No archived period ${periodId}`);
  if (period.drawnAt === null) throw new AppError('CONFLICT', `The raffle of period ${periodId} is not drawn yet`);
  return period;
}

/** What the memo of a prize payment says: the game and the period. */
const paymentMemo = (period: Period) =>
  `${PRODUCT_NAME} raffle prize, ${period.weekStart} to ${period.weekEnd} (period ${period.id})`;

/**
 * A Xaman Payment payload from the admin wallet to a winner for their prize. Refused
 * while an earlier payment to that winner is still pending, and once they are paid.
 */
export async function requestPayment({
  ctx,
  input: { periodId, walletAddress },
}: {
  ctx: Ctx;
  input: { periodId: number; walletAddress: string };
}): Promise<PaymentCreated> {
  const period = await drawnPeriodOrThrow(ctx, periodId);
  const winner = (await winnersOf(ctx.database, period)).find((one) => one.walletAddress === walletAddress);
  if (!winner) throw new AppError('NOT_FOUND', `${walletAddress} is not a winner of period ${periodId}`);
  if (winner.paid) throw new AppError('CONFLICT', `${walletAddress} is paid already (${winner.txHash})`);
  if (winner.prizeDrops === '0') throw new AppError('CONFLICT', `Period ${periodId} has no prize: set one first`);
  const [pending] = await ctx.database
    .select()
    .from(rafflePayments)
    .where(
      and(
        eq(rafflePayments.periodId, periodId),
        eq(rafflePayments.walletAddress, walletAddress),
        eq(rafflePayments.state, 'pending'),
      ),
    );
  if (pending && (await checkPayment(ctx, pending)).state === 'pending') {
    throw new AppError(
      'CONFLICT',
      `A payment to ${walletAddress} is pending (${pending.uuid}): finish or decline it first`,
    );
  }
  const memo = paymentMemo(period);
  const created = await ctx.xaman.createPayment({
    account: ctx.settings.adminWallet,
    destination: walletAddress,
    amountDrops: winner.prizeDrops,
    memo,
  });
  await ctx.database.insert(rafflePayments).values({
    uuid: created.uuid,
    periodId,
    walletAddress,
    prizeDrops: winner.prizeDrops,
    requestedAt: ctx.now,
    state: 'pending',
  });
  await audit({
    ctx,
    input: {
      action: 'raffle.payment.request',
      detail: {
        periodId,
        walletAddress,
        prizeDrops: winner.prizeDrops,
        uuid: created.uuid,
        memo,
      },
    },
  });
  return { uuid: created.uuid, qrData: created.qrData };
}

/** A payment's state; a pending one is checked with Xaman and then the ledger first. */
export async function paymentState({ ctx, input: uuid }: { ctx: Ctx; input: string }): Promise<PaymentState> {
  const payment = await paymentOf(ctx, uuid);
  if (!payment) throw new AppError('NOT_FOUND', `No raffle payment ${uuid}`);
  return stateOf(payment.state === 'pending' ? await checkPayment(ctx, payment) : payment);
}

function stateOf(payment: Pick<Payment, 'state' | 'reason' | 'txHash'>): PaymentState {
  return {
    state: payment.state,
    ...(payment.reason ? { reason: payment.reason } : {}),
    ...(payment.txHash ? { txHash: payment.txHash } : {}),
  };
}

async function paymentOf(ctx: Ctx, uuid: string): Promise<Payment | undefined> {
  const [payment] = await ctx.database.select().from(rafflePayments).where(eq(rafflePayments.uuid, uuid));
  return payment;
}

/** Whether another payment already claimed this transaction. */
async function hashUsedElsewhere(ctx: Ctx, payment: Payment, txHash: string): Promise<boolean> {
  const [other] = await ctx.database
    .select({ uuid: rafflePayments.uuid })
    .from(rafflePayments)
    .where(and(eq(rafflePayments.txHash, txHash), ne(rafflePayments.uuid, payment.uuid)));
  const [winner] = await ctx.database.select().from(raffleWinners).where(eq(raffleWinners.txHash, txHash));
  return other !== undefined || winner !== undefined;
}

/** Asks Xaman whether the payload was signed, then the ledger whether its transaction pays the prize. */
async function verdictOf(ctx: Ctx, payment: Payment): Promise<{ verdict: Verdict; txHash?: string }> {
  const signed = await ctx.xaman.getPaymentStatus(payment.uuid);
  if (signed.state === 'pending') return { verdict: { state: 'pending' } };
  if (signed.state !== 'signed') {
    return { verdict: { state: 'refused', reason: `The payment request was ${signed.state} in Xaman` } };
  }
  const txHash = signed.txid.toUpperCase();
  if (await hashUsedElsewhere(ctx, payment, txHash)) {
    return { verdict: { state: 'refused', reason: `The transaction ${txHash} was used by another payment` }, txHash };
  }
  const tx = await ctx.ledger.getTransaction(txHash);
  const verdict = verifyPayment(tx, {
    from: ctx.settings.adminWallet,
    to: payment.walletAddress,
    drops: payment.prizeDrops,
    requestedAt: payment.requestedAt,
  });
  return { verdict, txHash };
}

/** Checks a pending payment and records what it concluded: paid (the winner too), refused, or still pending. */
async function checkPayment(ctx: Ctx, payment: Payment): Promise<Pick<Payment, 'state' | 'reason' | 'txHash'>> {
  const { verdict, txHash } = await verdictOf(ctx, payment);
  if (verdict.state === 'pending') return { state: 'pending', reason: null, txHash: null };
  const outcome = {
    state: verdict.state,
    reason: verdict.state === 'refused' ? verdict.reason : null,
    txHash: txHash ?? null,
  };
  // Two polls may check the same payment at once: only the first to record it goes on.
  const recorded = await ctx.database.transaction(async (tx) => {
    const changed = await tx
      .update(rafflePayments)
      .set(outcome)
      .where(and(eq(rafflePayments.uuid, payment.uuid), eq(rafflePayments.state, 'pending')))
      .returning({ uuid: rafflePayments.uuid });
    if (changed.length === 0 || verdict.state !== 'paid') return changed.length > 0;
    await tx
      .update(raffleWinners)
      .set({ txHash: txHash!, paidAt: ctx.now })
      .where(and(eq(raffleWinners.periodId, payment.periodId), eq(raffleWinners.walletAddress, payment.walletAddress)));
    return true;
  });
  if (!recorded) return (await paymentOf(ctx, payment.uuid))!;
  await audit({
    ctx,
    input: {
      action: `raffle.payment.${verdict.state}`,
      detail: {
        periodId: payment.periodId,
        walletAddress: payment.walletAddress,
        uuid: payment.uuid,
        ...outcome,
      },
    },
  });
  if (verdict.state === 'paid') await announcePaid(ctx, payment, txHash!);
  return outcome;
}

async function announcePaid(ctx: Ctx, payment: Payment, txHash: string): Promise<void> {
  const period = (await findPeriod(ctx.database, payment.periodId))!;
  const winner = (await winnersOf(ctx.database, period)).find((one) => one.walletAddress === payment.walletAddress)!;
  try {
    await ctx.announcer.rafflePaid({
      periodId: period.id,
      weekStart: period.weekStart,
      weekEnd: period.weekEnd,
      name: winner.name,
      walletAddress: winner.walletAddress,
      prizeDrops: payment.prizeDrops,
      txHash,
      explorerUrl: `${ctx.settings.links.explorer}/transactions/${txHash}`,
    });
  } catch (error) {
    ctx.logger.warn({ err: error }, 'raffle payment announcement failed');
  }
}
