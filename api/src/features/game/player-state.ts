import { guesses } from '@app/db/schema/rounds';
import { and, asc, eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { perHandle } from '../../storage/per-db';

export interface PlayerRoundState {
  attemptsUsed: number;
  hasWon: boolean;
  gameOver: boolean;
  points: number;
  attemptResults: boolean[];
  /** The guesses in order, as stored. */
  guesses: string[];
}

/** A player before their first guess of the round: also what a visitor is shown. */
export const NOT_PLAYED: PlayerRoundState = {
  attemptsUsed: 0,
  hasWon: false,
  gameOver: false,
  points: 0,
  attemptResults: [],
  guesses: [],
};

const queries = perHandle((db) => ({
  guessesOf: db
    .select({ guess: guesses.guess, correct: guesses.correct, points: guesses.points })
    .from(guesses)
    .where(and(eq(guesses.userId, sql.placeholder('userId')), eq(guesses.roundId, sql.placeholder('roundId'))))
    .orderBy(asc(guesses.attemptNumber))
    .prepare(),
}));

/** Where a player stands in a round, from their guesses (or practice attempts) in order. */
export function stateOfAttempts(
  attempts: ReadonlyArray<{ guess: string; correct: boolean; points: number }>,
): PlayerRoundState {
  const hasWon = attempts.some((attempt) => attempt.correct);
  return {
    attemptsUsed: attempts.length,
    hasWon,
    gameOver: hasWon || attempts.length >= ATTEMPTS_PER_DAY,
    points: attempts.reduce((sum, attempt) => sum + attempt.points, 0),
    attemptResults: attempts.map((attempt) => attempt.correct),
    guesses: attempts.map((attempt) => attempt.guess),
  };
}

/** Where a player stands in a round, from their guesses. */
export async function playerRoundState(db: Database, userId: number, roundId: number): Promise<PlayerRoundState> {
  return stateOfAttempts(await queries(db).guessesOf.execute({ userId, roundId }));
}
