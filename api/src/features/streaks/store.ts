import { inArray, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { streakOf } from './compute';

/**
 * The UTC days on which each player finished a daily game (a round won, or all its
 * attempts used), by user id; players with none are absent.
 */
export async function finishedDaysOf(db: Database, userIds: number[]): Promise<Map<number, string[]>> {
  const days = new Map<number, string[]>();
  if (userIds.length === 0) return days;
  // Written for both engines: no MAX over a boolean, the aliases quoted.
  const rows = await db.rows<{ userId: number; day: string }>(sql`
    SELECT g.user_id AS "userId", r.day AS "day"
    FROM guesses g JOIN game_rounds r ON r.id = g.round_id
    WHERE ${inArray(sql.raw('g.user_id'), userIds)}
    GROUP BY g.user_id, g.round_id, r.day
    HAVING MAX(CASE WHEN g.correct THEN 1 ELSE 0 END) = 1 OR COUNT(*) >= ${ATTEMPTS_PER_DAY}`);
  for (const { userId, day } of rows) days.set(Number(userId), [...(days.get(Number(userId)) ?? []), day]);
  return days;
}

/** The current streak of many players at once (the reminders' "Keep your N-day streak"), by user id. */
export async function currentStreaks(db: Database, userIds: number[], today: string): Promise<Map<number, number>> {
  const days = await finishedDaysOf(db, userIds);
  return new Map(userIds.map((userId) => [userId, streakOf(days.get(userId) ?? [], today).current]));
}
