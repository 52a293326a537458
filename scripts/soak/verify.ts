/**
 * What the soak compares at its end: the guesses the players were told were accepted with
 * the record (each there once), and the weekly boards' rank order in Redis with the record.
 */
import { sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { BoardName } from '@app/shared/schemas/leaderboard';
import { connectRedis } from '@app/api/adapters/redis/connect';
import { RANK_PLACE_COLUMNS, inRankOrder, type RankPlace } from '@app/api/features/leaderboard/rank-order';
import { memberOf } from '@app/api/features/leaderboard/rank-member';
import { currentSeason } from '@app/api/features/leaderboard/season';
import type { AcceptedGuess } from './players';

const keyOf = ({ userId, roundId, attempt }: AcceptedGuess) => `${userId}:${roundId}:${attempt}`;

export interface GuessCheck {
  /** Accepted guesses the record lacks. */
  lost: Set<AcceptedGuess>;
  /** Accepted guesses the record holds more than once. */
  doubled: Set<AcceptedGuess>;
  /** Guesses the record holds that no player was told were accepted (they saw an error or no answer). */
  untold: number;
}

/** Compares the accepted guesses with the record's. */
export async function checkGuesses(record: Database, accepted: AcceptedGuess[]): Promise<GuessCheck> {
  const rows = await record.rows<{ key: string; copies: number }>(
    sql`SELECT user_id || ':' || round_id || ':' || attempt_number AS key, COUNT(*)::int AS copies
      FROM guesses GROUP BY user_id, round_id, attempt_number`,
  );
  const stored = new Map(rows.map(({ key, copies }) => [key, copies]));
  const told = new Set(accepted.map(keyOf));
  return {
    lost: new Set(accepted.filter((guess) => !stored.has(keyOf(guess)))),
    doubled: new Set(accepted.filter((guess) => (stored.get(keyOf(guess)) ?? 0) > 1)),
    untold: [...stored.keys()].filter((key) => !told.has(key)).length,
  };
}

const BOARD_TABLES: Record<BoardName, string> = { regular: 'leaderboard', holders: 'bwif_leaderboard' };

export interface BoardCheck {
  board: BoardName;
  players: number;
  /** Players whose place in Redis is not the record's (missing, or other keys), and members the record lacks. */
  differing: number;
}

/** Each weekly board's members in Redis against the record's rows of the season. */
export async function checkBoards(record: Database, redisUrl: string, prefix: string): Promise<BoardCheck[]> {
  const redis = await connectRedis(redisUrl, prefix);
  const season = await currentSeason(record);
  try {
    const checks: BoardCheck[] = [];
    for (const board of ['regular', 'holders'] as const) {
      const held = await redis.commands.hgetall(`${prefix}rank:${board}:${season}:members`);
      const read = {
        columns: sql`${RANK_PLACE_COLUMNS}, b.user_id AS "userId"`,
        from: sql.raw(`${BOARD_TABLES[board]} b`),
      };
      let players = 0;
      let differing = 0;
      for await (const row of inRankOrder<RankPlace & { userId: number }>(record, read, season, 20_000)) {
        players++;
        const keys = { points: row.points, average: row.average, lastUpdated: Number(row.lastUpdated) };
        if (held[row.userId] !== memberOf(row.userId, keys)) differing++;
        delete held[row.userId];
      }
      checks.push({ board, players, differing: differing + Object.keys(held).length });
    }
    return checks;
  } finally {
    await redis.close();
  }
}
