import { gameRounds, guesses } from '@app/db/schema/rounds';
import { and, asc, eq, max, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';
import type { RoundSpread } from '@app/shared/schemas/spread';
import type { Ctx } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { perHandle } from '../../storage/per-db';
import { spreadCounted, withGuess, type CountedGuess } from './counts';

const queries = perHandle((db) => ({
  roundDay: db
    .select({ day: gameRounds.day, prepared: gameRounds.prepared })
    .from(gameRounds)
    .where(eq(gameRounds.id, sql.placeholder('roundId')))
    .prepare(),
  ownGuesses: db
    .select({ id: guesses.id, attemptNumber: guesses.attemptNumber, correct: guesses.correct })
    .from(guesses)
    .where(and(eq(guesses.userId, sql.placeholder('userId')), eq(guesses.roundId, sql.placeholder('roundId'))))
    .orderBy(asc(guesses.attemptNumber))
    .prepare(),
}));

/** The round a day ended with (a replaced NFT's round came before it); null before the game began. */
async function lastRoundOf(db: Database, day: string): Promise<number | null> {
  const [row] = await db
    .select({ id: max(gameRounds.id) })
    .from(gameRounds)
    .where(and(eq(gameRounds.day, day), eq(gameRounds.prepared, false)));
  return row?.id ?? null;
}

/** How everyone did on a finished day's round (the bot's group post); null when the day had none. */
export async function daySpread({
  ctx,
  input: day,
}: {
  ctx: Pick<Ctx, 'database' | 'now'>;
  input: string;
}): Promise<RoundSpread | null> {
  const roundId = await lastRoundOf(ctx.database, day);
  return roundId === null ? null : (await spreadCounted({ ctx, input: roundId })).spread;
}

/** The day of a round that has been played (a prepared one has not): 404 otherwise. */
async function playedRoundDay(db: Database, roundId: number): Promise<string> {
  const [round] = await queries(db).roundDay.execute({ roundId });
  if (!round || round.prepared) throw new AppError('NOT_FOUND', 'No round with that id');
  return round.day;
}

/** The request's own guesses at the round, from its session alone (none without one). */
async function ownGuessesAt(ctx: Ctx, roundId: number): Promise<CountedGuess[]> {
  const userId = ctx.session?.userId;
  if (userId == null) return [];
  const rows = await queries(ctx.database).ownGuesses.execute({ userId, roundId });
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Today's spread is for a player whose game of it is over: it must not help anyone still guessing. */
function requireGameOver(ctx: Ctx, own: CountedGuess[]): void {
  if (!ctx.session?.userId) throw unauthorized();
  const over = own.some((guess) => guess.correct) || own.length >= ATTEMPTS_PER_DAY;
  if (!over) throw new AppError('FORBIDDEN', 'Finish the round first to see how everyone did');
}

/**
 * How everyone did on a round: to anyone once its day is over, and on its day to a player
 * whose game of it is over. The player's own guesses are in it even when the count kept
 * is older than their last one.
 */
export async function getRoundSpread({ ctx, input: roundId }: { ctx: Ctx; input: number }): Promise<RoundSpread> {
  const day = await playedRoundDay(ctx.database, roundId);
  const own = await ownGuessesAt(ctx, roundId);
  if (day >= utcDay(ctx.now)) requireGameOver(ctx, own);
  const { spread, through } = await spreadCounted({ ctx, input: roundId });
  return own.filter((guess) => guess.id > through).reduce(withGuess, spread);
}
