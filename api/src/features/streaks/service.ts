import { sql } from '@app/db/orm';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';
import { NO_STREAK, type Streak } from '@app/shared/schemas/streak';
import type { Ctx } from '../../context';
import { streakOf } from './compute';

/** The UTC days on which the player finished a daily game: a round won, or all its attempts used. */
async function finishedDaysOf(ctx: Pick<Ctx, 'database'>, userId: number): Promise<string[]> {
  // Written for both engines: no MAX over a boolean, the alias quoted.
  const rows = await ctx.database.rows<{ day: string }>(sql`
    SELECT r.day AS "day"
    FROM guesses g JOIN game_rounds r ON r.id = g.round_id
    WHERE g.user_id = ${userId}
    GROUP BY g.round_id, r.day
    HAVING MAX(CASE WHEN g.correct THEN 1 ELSE 0 END) = 1 OR COUNT(*) >= ${ATTEMPTS_PER_DAY}`);
  return rows.map((row) => row.day);
}

/** A player's streak of days with a finished daily game; a signed-out visitor's is all zeros. */
export async function getStreak({
  ctx,
  userId,
}: {
  ctx: Pick<Ctx, 'database' | 'now'>;
  userId: number | null;
}): Promise<Streak> {
  if (userId == null) return NO_STREAK;
  return streakOf(await finishedDaysOf(ctx, userId), utcDay(ctx.now));
}
