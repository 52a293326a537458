import type { Database } from '@app/db/database';
import { nfts } from '@app/db/schema/nfts';
import { gameRounds, roundCommitments } from '@app/db/schema/rounds';
import { and, desc, eq, lt, sql } from '@app/db/orm';
import type { RoundCommitment, RoundCommitments, RoundProof } from '@app/shared/schemas/fairness';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { perHandle } from '../../storage/per-db';
import { answerDigits } from '../game/commitment';

/** The largest id an integer column holds on both engines: "before" it is every round. */
const LARGEST_ID = 2 ** 31 - 1;

/** Rounds the fairness page lists at a time, newest first. */
const PAGE_SIZE = 30;

const committedRound = {
  roundId: gameRounds.id,
  day: gameRounds.day,
  endDate: gameRounds.endDate,
  nftId: nfts.nftId,
  commitment: roundCommitments.commitment,
  salt: roundCommitments.salt,
  replacedAt: roundCommitments.replacedAt,
  reason: roundCommitments.replacedReason,
  memoTx: roundCommitments.memoTx,
};

// Prepared rounds are not listed: their day has not begun, and one may still be picked again.
const queries = perHandle((db) => {
  const played = () =>
    db
      .select(committedRound)
      .from(roundCommitments)
      .innerJoin(gameRounds, eq(gameRounds.id, roundCommitments.roundId))
      .innerJoin(nfts, eq(nfts.id, gameRounds.nftId));
  return {
    byId: played()
      .where(and(eq(gameRounds.id, sql.placeholder('roundId')), eq(gameRounds.prepared, false)))
      .prepare(),
    page: played()
      .where(and(lt(gameRounds.id, sql.placeholder('before')), eq(gameRounds.prepared, false)))
      .orderBy(desc(gameRounds.id))
      .limit(PAGE_SIZE)
      .prepare(),
  };
});

type CommittedRound = Awaited<ReturnType<ReturnType<typeof queries>['byId']['execute']>>[number];

/** A round is over when its day has ended or the admin replaced it: only then is its answer revealed. */
const isOver = (round: CommittedRound, now: Date) => round.replacedAt !== null || now >= round.endDate;

function proofOf(round: CommittedRound): RoundProof {
  return {
    roundId: round.roundId,
    day: round.day,
    commitment: round.commitment,
    number: answerDigits(round.nftId),
    salt: round.salt,
    ...(round.replacedAt ? { replacedAt: round.replacedAt.toISOString() } : {}),
    ...(round.reason ? { reason: round.reason } : {}),
  };
}

/** Where a memo's transaction is shown: on the explorer for the XRP Ledger's, nowhere for the offline stand-in's. */
const explorerUrlOf = (ctx: Ctx, txHash: string) =>
  ctx.ledger.kind === 'xrpl' ? `${ctx.settings.links.explorer}/transactions/${txHash}` : null;

async function committedRoundOf(db: Database, roundId: number): Promise<CommittedRound> {
  const [round] = await queries(db).byId.execute({ roundId });
  if (!round) throw new AppError('NOT_FOUND', `Round ${roundId} has no commitment`);
  return round;
}

/** GET /api/rounds/:roundId/proof: the salt and answer of a round that is over; refused, with nothing of them, before. */
export async function getRoundProof({ ctx, input: roundId }: { ctx: Ctx; input: number }): Promise<RoundProof> {
  const round = await committedRoundOf(ctx.database, roundId);
  if (!isOver(round, ctx.now)) {
    throw new AppError('CONFLICT', `Round ${roundId} is still being played: its proof is revealed when its day ends`);
  }
  return proofOf(round);
}

/** GET /api/rounds/commitments: every played round's commitment, newest first, with its proof once over. */
export async function listRoundCommitments({
  ctx,
  input: { before },
}: {
  ctx: Ctx;
  input: { before?: number | undefined };
}): Promise<RoundCommitments> {
  const rows = await queries(ctx.database).page.execute({ before: before ?? LARGEST_ID });
  const rounds = rows.map((round): RoundCommitment => ({
    roundId: round.roundId,
    day: round.day,
    commitment: round.commitment,
    proof: isOver(round, ctx.now) ? proofOf(round) : null,
    memo: round.memoTx ? { txHash: round.memoTx, explorerUrl: explorerUrlOf(ctx, round.memoTx) } : null,
  }));
  const last = rows.at(-1);
  return { rounds, nextBefore: rows.length === PAGE_SIZE && last ? last.roundId : null };
}
