import { gameRounds } from '@app/db/schema/rounds';
import { stateOfAttempts } from '../game/player-state';
import { and, asc, desc, eq, lt, max } from '@app/db/orm';
import { ARCHIVE_PAGE_SIZE, type ArchivePage, type ArchiveResult } from '@app/shared/schemas/archive';
import { utcDay } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { attemptsAt, attemptsOf, roundNumberOf, type Attempt } from './internal';
import { practiceOwnerOf } from './owner';

const NOT_PLAYED: ArchiveResult = { outcome: 'not-played', attempts: null, practice: false };

/** The player's result on a round: the game of its day once finished, else their practice of it. */
function resultOf(daily: Attempt[], practice: Attempt[]): ArchiveResult {
  for (const [attempts, isPractice] of [
    [daily, false],
    [practice, true],
  ] as const) {
    const standing = stateOfAttempts(attempts);
    if (standing.hasWon) return { outcome: 'won', attempts: standing.attemptsUsed, practice: isPractice };
    if (standing.gameOver) return { outcome: 'lost', attempts: null, practice: isPractice };
  }
  return practice.length > 0 ? { outcome: 'in-progress', attempts: null, practice: true } : NOT_PLAYED;
}

/** Past rounds, newest first, a page at a time (each day's last round), with the player's own result on each. */
export async function listPastRounds({ ctx, input }: { ctx: Ctx; input: { before?: string } }): Promise<ArchivePage> {
  const today = utcDay(ctx.now);
  const before = input.before && input.before < today ? input.before : today;
  const days = await ctx.database
    .select({ roundId: max(gameRounds.id), day: gameRounds.day })
    .from(gameRounds)
    .where(and(eq(gameRounds.prepared, false), lt(gameRounds.day, before)))
    .groupBy(gameRounds.day)
    .orderBy(desc(gameRounds.day))
    .limit(ARCHIVE_PAGE_SIZE + 1);
  const page = days.slice(0, ARCHIVE_PAGE_SIZE).map((row) => ({ roundId: Number(row.roundId), day: row.day }));
  const [newest, attempts] = await Promise.all([
    page[0] ? roundNumberOf(ctx.database, page[0].day) : 0,
    attemptsAt(
      ctx.database,
      practiceOwnerOf({ ctx }),
      page.map((round) => round.roundId),
    ),
  ]);
  return {
    // Days are distinct and newest first: each round's number is one less than the one before.
    rounds: page.map((round, index) => ({
      ...round,
      roundNumber: newest - index,
      result: resultOf(attemptsOf(attempts.daily, round.roundId), attemptsOf(attempts.practice, round.roundId)),
    })),
    nextBefore: days.length > ARCHIVE_PAGE_SIZE ? page.at(-1)!.day : null,
  };
}

/**
 * The past round numbered `roundNumber` ("Go to #N"): the day that many days of rounds in
 * (the day's last round); 404 past the newest past day or before the first.
 */
export async function pastRoundByNumber({
  ctx,
  input: roundNumber,
}: {
  ctx: Ctx;
  input: number;
}): Promise<{ roundId: number }> {
  const [row] = await ctx.database
    .select({ roundId: max(gameRounds.id) })
    .from(gameRounds)
    .where(and(eq(gameRounds.prepared, false), lt(gameRounds.day, utcDay(ctx.now))))
    .groupBy(gameRounds.day)
    .orderBy(asc(gameRounds.day))
    .limit(1)
    .offset(roundNumber - 1);
  if (!row)
    throw new AppError('NOT_FOUND', `No past round #${roundNumber}: the archive holds rounds whose day has ended`);
  return { roundId: Number(row.roundId) };
}
