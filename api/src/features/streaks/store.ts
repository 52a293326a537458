import { inArray, sql, type SQL } from '@app/db/orm';
import { statement } from '@app/db/statement';
import type { Database } from '@app/db/database';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import type { Streak } from '@app/shared/schemas/streak';
import { batchedOnServer } from '../../storage/statement-batcher';
import { streakOf } from './compute';

/** The days each of the players `which` selects finished a daily game on (a round won, or all its attempts used). */
function finishedDaysQuery(which: SQL) {
  // Written for both engines: no MAX over a boolean, the aliases quoted.
  return sql`
    SELECT g.user_id AS "userId", r.day AS "day"
    FROM guesses g JOIN game_rounds r ON r.id = g.round_id
    WHERE ${which}
    GROUP BY g.user_id, g.round_id, r.day
    HAVING MAX(CASE WHEN g.correct THEN 1 ELSE 0 END) = 1 OR COUNT(*) >= ${ATTEMPTS_PER_DAY}`;
}

/** One player's: after every finished game, so compiled once. */
const finishedDaysOfOne = statement(
  'finished-days-of-player',
  finishedDaysQuery(sql`g.user_id = ${sql.placeholder('userId')}`),
);

/**
 * The UTC days on which each player finished a daily game (a round won, or all its
 * attempts used), by user id; players with none are absent.
 */
async function finishedDaysOf(db: Database, userIds: number[]): Promise<Map<number, string[]>> {
  const days = new Map<number, string[]>();
  if (userIds.length === 0) return days;
  type Row = { userId: number; day: string };
  const rows =
    userIds.length === 1
      ? await db.run<Row>(finishedDaysOfOne, { userId: userIds[0] })
      : await db.rows<Row>(finishedDaysQuery(inArray(sql.raw('g.user_id'), userIds)));
  for (const { userId, day } of rows) days.set(Number(userId), [...(days.get(Number(userId)) ?? []), day]);
  return days;
}

/**
 * One player's finished days. On a database server, the players asked about at the same
 * moment (games ending together) are read by one statement.
 */
export const finishedDaysOfPlayer = batchedOnServer((db) => {
  const daysOfEach = async (userIds: number[]) => {
    const days = await finishedDaysOf(db, userIds);
    return userIds.map((userId) => days.get(userId) ?? []);
  };
  return {
    keyOf: (userId: number) => userId,
    runMany: daysOfEach,
    runOne: async (userId: number) => (await daysOfEach([userId]))[0]!,
  };
});

/**
 * The current streak of many players at once, and the shields that carried it over the days
 * missed since their last (the reminders' "Keep your N-day play streak"), by user id.
 */
export async function currentStreaks(
  db: Database,
  userIds: number[],
  today: string,
): Promise<Map<number, Pick<Streak, 'current' | 'shieldsUsed'>>> {
  const days = await finishedDaysOf(db, userIds);
  return new Map(
    userIds.map((userId) => {
      const { current, shieldsUsed } = streakOf(days.get(userId) ?? [], today);
      return [userId, { current, shieldsUsed }];
    }),
  );
}
