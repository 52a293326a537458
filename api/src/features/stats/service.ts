import { users } from '@app/db/schema/users';
import { eq, sql } from '@app/db/orm';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';
import type { PlayerStats } from '@app/shared/schemas/stats';
import type { Ctx } from '../../context';
import { requirePlayer } from '../session/service';
import { streaks, type DayResult } from './streaks';

interface DayRow {
  day: string;
  won: number;
  attempts: number;
  winAttempt: number | null;
}

/** The signed-in player's record: games, wins, streaks and the attempt each win took. */
export function getPlayerStats({ ctx, walletAddress }: { ctx: Ctx; walletAddress?: string }): PlayerStats {
  const player = requirePlayer(ctx, walletAddress);
  const rows = ctx.db.all<DayRow>(sql`
    SELECT r.day AS day, MAX(g.correct) AS won, COUNT(*) AS attempts,
           MIN(CASE WHEN g.correct THEN g.attempt_number END) AS winAttempt
    FROM guesses g JOIN game_rounds r ON r.id = g.round_id
    WHERE g.user_id = ${player.userId}
    GROUP BY r.day ORDER BY r.day`);
  const days: DayResult[] = rows.map((row) => ({
    day: row.day,
    won: row.won === 1,
    over: row.won === 1 || row.attempts >= ATTEMPTS_PER_DAY,
  }));
  const distribution = Array.from(
    { length: ATTEMPTS_PER_DAY },
    (_, index) => rows.filter((row) => row.winAttempt === index + 1).length,
  );
  const wins = days.filter((day) => day.won).length;
  const user = ctx.db.select({ points: users.bwifPoints }).from(users).where(eq(users.id, player.userId)).get();
  return {
    played: days.length,
    wins,
    winPercent: days.length > 0 ? Math.round((wins / days.length) * 100) : 0,
    ...streaks(days, utcDay(ctx.now)),
    distribution,
    totalPoints: user?.points ?? 0,
  };
}
