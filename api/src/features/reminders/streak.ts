import { inArray, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { DAY_MS } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';
import { streaks } from '../stats/streaks';

/**
 * The streak a reminder asks the player to keep: the current streak of each player
 * (none played today: they are the ones reminded), by user id; 0 for a player without one.
 * The hook where the streaks feature's own count plugs in once it lands.
 */
export type StreaksOf = (db: Database, userIds: number[], today: string) => Promise<Map<number, number>>;

/** How far back a streak is counted; a longer one shows as this many days. */
const STREAK_LOOKBACK_DAYS = 366;

/** The streaks the stats page shows (consecutive UTC days won), for many players in one query. */
export const currentStreaks: StreaksOf = async (db, userIds, today) => {
  const result = new Map<number, number>();
  if (userIds.length === 0) return result;
  const since = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - STREAK_LOOKBACK_DAYS * DAY_MS));
  const rows = await db.rows<{ userId: number; day: string }>(sql`
    SELECT DISTINCT g.user_id AS "userId", r.day AS "day"
    FROM guesses g JOIN game_rounds r ON r.id = g.round_id
    WHERE g.correct AND r.day >= ${since} AND ${inArray(sql.raw('g.user_id'), userIds)}`);
  const wonDays = new Map<number, string[]>();
  for (const row of rows) wonDays.set(Number(row.userId), [...(wonDays.get(Number(row.userId)) ?? []), row.day]);
  for (const [userId, days] of wonDays) {
    const { current } = streaks(
      days.map((day) => ({ day, won: true, over: true })),
      today,
    );
    result.set(userId, current);
  }
  return result;
};
