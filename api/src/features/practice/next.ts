import { gameRounds } from '@app/db/schema/rounds';
import { and, desc, eq, lt, max, ne } from '@app/db/orm';
import { utcDay } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { stateOfAttempts } from '../game/player-state';
import { attemptsAt, attemptsOf, type PracticeOwner } from './internal';

/**
 * The past puzzle to play after the one of `day`: the newest earlier day whose round the
 * owner has not finished (on its day or in practice), else the newest such later day;
 * null when they finished every other one.
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
  const open = rounds.filter((round) => !finished(round.roundId));
  return (open.find((round) => round.day < day) ?? open[0])?.roundId ?? null;
}
