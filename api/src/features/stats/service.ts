import { users } from '@app/db/schema/users';
import { eq, sql } from '@app/db/orm';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';
import type { PlayerStats, WinStreak } from '@app/shared/schemas/stats';
import type { Ctx } from '../../context';
import { requirePlayer } from '../../identity/session/service';
import { plainRunOf, streakOf } from '../streaks/compute';

interface DayRow {
  day: string;
  won: number;
  attempts: number;
  winAttempt: number | null;
}

/** The signed-in player's record: games, wins, the streaks of days played and won, and the attempt each win took. */
export async function getPlayerStats({
  ctx,
  input: { walletAddress } = {},
}: {
  ctx: Ctx;
  input?: { walletAddress?: string };
}): Promise<PlayerStats> {
  const player = requirePlayer({ ctx, input: walletAddress });
  // Written for both engines: no MAX over a boolean, quoted aliases keep their case.
  const rows = await ctx.database.rows<DayRow>(sql`
    SELECT r.day AS day, MAX(CASE WHEN g.correct THEN 1 ELSE 0 END) AS won, COUNT(*) AS attempts,
           MIN(CASE WHEN g.correct THEN g.attempt_number END) AS "winAttempt"
    FROM guesses g JOIN game_rounds r ON r.id = g.round_id
    WHERE g.user_id = ${player.userId}
    GROUP BY r.day ORDER BY r.day`);
  const days = rows.map((row) => ({
    day: row.day,
    won: Number(row.won) === 1,
    over: Number(row.won) === 1 || Number(row.attempts) >= ATTEMPTS_PER_DAY,
  }));
  const distribution = Array.from(
    { length: ATTEMPTS_PER_DAY },
    (_, index) => rows.filter((row) => row.winAttempt === index + 1).length,
  );
  const wins = days.filter((day) => day.won).length;
  const today = utcDay(ctx.now);
  const [user] = await ctx.database.select({ points: users.bwifPoints }).from(users).where(eq(users.id, player.userId));
  return {
    played: days.length,
    wins,
    winPercent: days.length > 0 ? Math.round((wins / days.length) * 100) : 0,
    streak: streakOf(
      days.filter((day) => day.over).map((day) => day.day),
      today,
    ),
    winStreak: winStreakOf(days, today),
    distribution,
    totalPoints: user?.points ?? 0,
  };
}

/** The run of days won, by the play streak's rule over the won days only: a loss or a missed day ends it. */
function winStreakOf(days: Array<{ day: string; won: boolean }>, today: string): WinStreak {
  return plainRunOf(
    days.filter((day) => day.won).map((day) => day.day),
    today,
  );
}
