import { sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { statement } from '@app/db/statement';
import { isUniqueViolation } from '@app/db/unique-violation';
import { ATTEMPTS_PER_DAY, POINTS_BY_ATTEMPT } from '@app/shared/constants';

export interface Attempt {
  userId: number;
  roundId: number;
  guess: string;
  correct: boolean;
  now: Date;
}

export interface RecordedAttempt {
  attemptNumber: number;
  points: number;
}

const value = sql.placeholder;
const pointsByUsed = POINTS_BY_ATTEMPT.map((points, used) => sql`WHEN ${used} THEN CAST(${points} AS INTEGER)`);

/**
 * The guess as the player's next attempt at the round, in one statement that counts the
 * attempts before it: it inserts nothing once the player won or used every attempt. Written
 * for both engines: casts where PostgreSQL cannot infer a parameter's type.
 */
const insertNext = statement(
  'insert-next-attempt',
  sql`
    INSERT INTO guesses (user_id, round_id, guess, correct, attempt_number, points, "timestamp")
    SELECT CAST(${value('userId')} AS INTEGER), CAST(${value('roundId')} AS INTEGER), CAST(${value('guess')} AS TEXT),
      CAST(${value('correct')} AS INTEGER) = 1, used + 1,
      CASE WHEN CAST(${value('correct')} AS INTEGER) = 1 THEN CASE used ${sql.join(pointsByUsed, sql` `)} END ELSE 0 END,
      CAST(${value('timestamp')} AS BIGINT)
    FROM (
      SELECT COUNT(*) AS used, COALESCE(MAX(CASE WHEN correct THEN 1 ELSE 0 END), 0) AS won
      FROM guesses WHERE user_id = ${value('userId')} AND round_id = ${value('roundId')}
    ) AS standing
    WHERE used < ${ATTEMPTS_PER_DAY} AND won = 0
    RETURNING attempt_number AS "attemptNumber", points`,
);

/**
 * Inserts a guess as the player's next attempt; null when their game is over. No lock and no
 * read come before it, so on PostgreSQL a wrong guess is one round trip.
 */
export async function insertNextAttempt(db: Database, attempt: Attempt): Promise<RecordedAttempt | null> {
  const { userId, roundId, guess, correct, now } = attempt;
  const values = { userId, roundId, guess, correct: correct ? 1 : 0, timestamp: now.getTime() };
  const [recorded] = await db.run<RecordedAttempt>(insertNext, values);
  return recorded ?? null;
}

/**
 * Runs `record` again when another guess of the same player took the attempt's number first
 * (two processes, or two requests, at once): counted again, the guess takes the next one,
 * or is refused if none is left. Each try takes a number, so there are no more tries than attempts.
 */
export async function retryWhenAttemptTaken<T>(record: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await record();
    } catch (error) {
      const taken = isUniqueViolation(error, 'guesses', 'attempt_number', 'guesses_one_per_attempt');
      if (!taken || tries > ATTEMPTS_PER_DAY) throw error;
    }
  }
}
