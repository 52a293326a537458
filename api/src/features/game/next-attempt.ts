import { sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { statement, type Statement } from '@app/db/statement';
import { isUniqueViolation } from '@app/db/unique-violation';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { pointsFor } from '@app/shared/rules/guess';
import type { Platform } from '@app/shared/schemas/insights';
import { batchedOnServer, MAX_BATCH } from '../../storage/statement-batcher';

export interface Attempt {
  userId: number;
  roundId: number;
  guess: string;
  correct: boolean;
  now: Date;
  platform: Platform;
}

export interface RecordedAttempt {
  attemptNumber: number;
  points: number;
}

const value = sql.placeholder;
/** The scoring rule (pointsFor) spelled as SQL, a WHEN per attempt: the one rule, not a copy. */
const pointsByUsed = Array.from(
  { length: ATTEMPTS_PER_DAY },
  (_, used) => sql`WHEN ${used} THEN CAST(${pointsFor(used + 1)} AS INTEGER)`,
);

/**
 * The guess as the player's next attempt at the round, in one statement that counts the
 * attempts before it: it inserts nothing once the player won or used every attempt, or
 * when they tried the same number before (stored guesses are canonical digits). Written
 * for both engines: casts where PostgreSQL cannot infer a parameter's type.
 */
const insertNext = statement(
  'insert-next-attempt',
  sql`
    INSERT INTO guesses (user_id, round_id, guess, correct, attempt_number, points, "timestamp", platform)
    SELECT CAST(${value('userId')} AS INTEGER), CAST(${value('roundId')} AS INTEGER), CAST(${value('guess')} AS TEXT),
      CAST(${value('correct')} AS INTEGER) = 1, used + 1,
      CASE WHEN CAST(${value('correct')} AS INTEGER) = 1 THEN CASE used ${sql.join(pointsByUsed, sql` `)} END ELSE 0 END,
      CAST(${value('timestamp')} AS BIGINT), CAST(${value('platform')} AS TEXT)
    FROM (
      SELECT COUNT(*) AS used, COALESCE(MAX(CASE WHEN correct THEN 1 ELSE 0 END), 0) AS won,
        COALESCE(MAX(CASE WHEN guess = CAST(${value('guess')} AS TEXT) THEN 1 ELSE 0 END), 0) AS repeated
      FROM guesses WHERE user_id = ${value('userId')} AND round_id = ${value('roundId')}
    ) AS standing
    WHERE used < ${ATTEMPTS_PER_DAY} AND won = 0 AND repeated = 0
    RETURNING attempt_number AS "attemptNumber", points`,
);

/**
 * Inserts a guess as the player's next attempt; null when their game is over or the number
 * was tried already. No lock and no
 * read come before it, so on PostgreSQL a wrong guess is one round trip.
 */
export async function insertNextAttempt(db: Database, attempt: Attempt): Promise<RecordedAttempt | null> {
  const { userId, roundId, guess, correct, now, platform } = attempt;
  const values = { userId, roundId, guess, correct: correct ? 1 : 0, timestamp: now.getTime(), platform };
  const [recorded] = await db.run<RecordedAttempt>(insertNext, values);
  return recorded ?? null;
}

/**
 * `count` wrong guesses as their players' next attempts, in one statement written for both
 * engines: a guess is inserted unless its player already won, used every attempt (whose
 * numbers run from 1, so the last one's row says so) or tried the number. Its players are distinct. Both reads
 * are scalar subqueries, each an index lookup per guess: PostgreSQL would plan NOT EXISTS as
 * a join, and a prepared plan made while the table was small then scans it whole for good.
 */
function insertWrongAttemptsOf(count: number): Statement {
  const rows = Array.from(
    { length: count },
    (_, index) =>
      sql`(CAST(${value(`userId${index}`)} AS INTEGER), CAST(${value(`roundId${index}`)} AS INTEGER), CAST(${value(`guess${index}`)} AS TEXT), CAST(${value(`timestamp${index}`)} AS BIGINT), CAST(${value(`platform${index}`)} AS TEXT))`,
  );
  const earlier = sql`FROM guesses AS earlier WHERE earlier.user_id = attempt.column1 AND earlier.round_id = attempt.column2`;
  return statement(
    `insert-wrong-attempts-${count}`,
    sql`
      INSERT INTO guesses (user_id, round_id, guess, correct, attempt_number, points, "timestamp", platform)
      SELECT attempt.column1, attempt.column2, attempt.column3, FALSE, (SELECT COUNT(*) ${earlier}) + 1, 0, attempt.column4, attempt.column5
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS attempt
      WHERE (SELECT COUNT(*) ${earlier} AND (earlier.correct OR earlier.attempt_number >= ${ATTEMPTS_PER_DAY} OR earlier.guess = attempt.column3)) = 0
      RETURNING user_id AS "userId", attempt_number AS "attemptNumber"`,
  );
}

const insertWrongAttempts = Array.from({ length: MAX_BATCH }, (_, index) => insertWrongAttemptsOf(index + 1));

/** Each attempt's record, in order; null for a player whose game was over or who tried the number. */
export async function insertWrongAttemptsTogether(
  db: Database,
  attempts: Attempt[],
): Promise<(RecordedAttempt | null)[]> {
  const values = Object.fromEntries(
    attempts.flatMap(({ userId, roundId, guess, now, platform }, index) => [
      [`userId${index}`, userId],
      [`roundId${index}`, roundId],
      [`guess${index}`, guess],
      [`timestamp${index}`, now.getTime()],
      [`platform${index}`, platform],
    ]),
  );
  const rows = await db.run<{ userId: number; attemptNumber: number }>(
    insertWrongAttempts[attempts.length - 1]!,
    values,
  );
  const numbers = new Map(rows.map((row) => [row.userId, row.attemptNumber]));
  return attempts.map(({ userId }) => {
    const attemptNumber = numbers.get(userId);
    return attemptNumber === undefined ? null : { attemptNumber, points: 0 };
  });
}

/**
 * A wrong guess as the player's next attempt; null when their game is over or the number
 * was tried already. On a database
 * server, wrong guesses arriving together are written by one statement: a round trip each
 * is most of what a guess costs there. `db` is the database, not a transaction.
 */
export const insertWrongAttempt = batchedOnServer((db) => ({
  keyOf: (attempt: Attempt) => attempt.userId,
  runMany: (attempts: Attempt[]) => insertWrongAttemptsTogether(db, attempts),
  runOne: (attempt: Attempt) => db.oneStatement((one) => insertNextAttempt(one, attempt)),
}));

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
