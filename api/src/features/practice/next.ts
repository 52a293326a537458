import { gameRounds } from '@app/db/schema/rounds';
import { nfts } from '@app/db/schema/nfts';
import { and, desc, eq, inArray, lt, max, ne } from '@app/db/orm';
import { utcDay } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { stateOfAttempts } from '../game/player-state';
import { attemptsAt, attemptsOf, type PracticeOwner } from './internal';
import { sharesTodaysAnswer } from './todays-answer';

/**
 * The past puzzle to play after the one of `day`: the newest earlier day whose round the
 * owner has not finished (on its day or in practice), else the newest such later day;
 * null when they finished every other one. A round closed today (its NFT is today's
 * answer) is not offered.
 */
export async function nextUnfinishedRound({
  ctx,
  input: { owner, day },
}: {
  ctx: Ctx;
  input: { owner: PracticeOwner | null; day: string };
}): Promise<number | null> {
  const others = await ctx.database
    .select({ roundId: max(gameRounds.id), day: gameRounds.day })
    .from(gameRounds)
    .where(and(eq(gameRounds.prepared, false), lt(gameRounds.day, utcDay(ctx.now)), ne(gameRounds.day, day)))
    .groupBy(gameRounds.day)
    .orderBy(desc(gameRounds.day));
  const rounds = others.map((row) => ({ roundId: Number(row.roundId), day: row.day }));
  const attempts = await attemptsAt(
    ctx.database,
    owner,
    rounds.map((round) => round.roundId),
  );
  const finished = (roundId: number) =>
    stateOfAttempts(attemptsOf(attempts.daily, roundId)).gameOver ||
    stateOfAttempts(attemptsOf(attempts.practice, roundId)).gameOver;
  const closed = await closedToday(
    ctx,
    rounds.map((round) => round.roundId),
  );
  const open = rounds.filter((round) => !finished(round.roundId) && !closed.has(round.roundId));
  return (open.find((round) => round.day < day) ?? open[0])?.roundId ?? null;
}

/** Which of these rounds show today's answer again, and so stay closed until the day ends. */
async function closedToday(ctx: Ctx, roundIds: number[]): Promise<Set<number>> {
  if (roundIds.length === 0) return new Set();
  const [sharesAnswer, rows] = await Promise.all([
    sharesTodaysAnswer({ ctx }),
    ctx.database
      .select({ roundId: gameRounds.id, nftId: nfts.nftId })
      .from(gameRounds)
      .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
      .where(inArray(gameRounds.id, roundIds)),
  ]);
  return new Set(rows.filter((row) => sharesAnswer(row.nftId)).map((row) => row.roundId));
}
