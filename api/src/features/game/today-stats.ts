import { sql } from '@app/db/orm';
import type { Ctx } from '../../context';
import { ensureCurrentRound } from './rounds';

/** One attempt number's guesses today and how many of them were right. */
interface AttemptStats {
  attempt: number;
  guesses: number;
  wins: number;
}

/** Today in figures, over every round the day played (Set today may have replaced one): its players, and its guesses and wins by attempt. */
export interface TodayStats {
  day: string;
  players: number;
  byAttempt: AttemptStats[];
}

/** Today's players, and their guesses and wins by attempt number; a player of two rounds of the day counts once. */
export async function getTodayStats({ ctx }: { ctx: Ctx }): Promise<TodayStats> {
  const round = await ensureCurrentRound({ ctx });
  const rows = await ctx.database.rows<AttemptStats & { players: number }>(sql`
    SELECT attempt_number AS attempt, COUNT(*) AS guesses, SUM(CASE WHEN correct THEN 1 ELSE 0 END) AS wins,
      COUNT(DISTINCT user_id) AS players
    FROM guesses
    WHERE round_id IN (SELECT id FROM game_rounds WHERE day = ${round.day} AND NOT prepared)
    GROUP BY attempt_number ORDER BY attempt_number`);
  return {
    day: round.day,
    players: Number(rows[0]?.players ?? 0),
    byAttempt: rows.map(({ attempt, guesses, wins }) => ({ attempt, guesses: Number(guesses), wins: Number(wins) })),
  };
}
