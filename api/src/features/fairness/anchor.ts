import { roundCommitments } from '@app/db/schema/rounds';
import { and, eq, isNull } from '@app/db/orm';
import type { Ctx } from '../../context';
import type { CurrentRound } from '../game/round-of-day';

/** What the memo says it is, for anyone reading the commit wallet's transactions. */
const COMMITMENT_MEMO_TYPE = 'bwif-guess/commitment';

/**
 * Puts the open round's commitment on the ledger, once: `day|roundId|commitment` in a memo
 * of the commit wallet's transaction (offline, the stand-in's). Nothing without a commit
 * wallet; a failed send is tried again on the scheduler's next run.
 */
export async function anchorCommitment({
  ctx,
  input: round,
}: {
  ctx: Pick<Ctx, 'database' | 'ledger' | 'logger'>;
  input: Pick<CurrentRound, 'id' | 'day' | 'commitment'>;
}): Promise<void> {
  const publish = ctx.ledger.publishMemo;
  if (!publish || !round.commitment) return;
  const [row] = await ctx.database
    .select({ memoTx: roundCommitments.memoTx })
    .from(roundCommitments)
    .where(eq(roundCommitments.roundId, round.id));
  if (!row || row.memoTx) return;
  const memoTx = await publish({ type: COMMITMENT_MEMO_TYPE, data: `${round.day}|${round.id}|${round.commitment}` });
  await ctx.database
    .update(roundCommitments)
    .set({ memoTx })
    .where(and(eq(roundCommitments.roundId, round.id), isNull(roundCommitments.memoTx)));
  ctx.logger.info({ roundId: round.id, memoTx }, 'commitment put on the ledger');
}
