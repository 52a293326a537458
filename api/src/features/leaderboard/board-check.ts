import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { and, count, eq, gte } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { BoardName } from '@app/shared/schemas/leaderboard';
import type { RankedRow } from './rank-board';
import { FIELD, KEYS_LENGTH, memberOf } from './rank-member';

const BOARD_TABLES = { regular: leaderboard, holders: bwifLeaderboard } as const;

/** The most rows a check compares: minutes of scores at the busiest. */
const CHECKED_ROWS = 20_000;

/** What a check compares a board with: its players in the record, and the rows scored since some time. */
export interface RecordSample {
  players: number;
  recent: RankedRow[];
}

/** Reads the season's player count and its rows scored since `since` (an index serves each). */
export async function sampleRecord(db: Database, board: BoardName, season: number, since: Date): Promise<RecordSample> {
  const table = BOARD_TABLES[board];
  const rows = await db
    .select({
      userId: table.userId,
      points: table.totalPoints,
      average: table.averageAttempts,
      lastUpdated: table.lastUpdated,
    })
    .from(table)
    .where(and(eq(table.season, season), gte(table.lastUpdated, since)))
    .limit(CHECKED_ROWS);
  const [counted] = await db.select({ players: count() }).from(table).where(eq(table.season, season));
  const recent = rows.map(({ userId, points, average, lastUpdated }) => ({
    userId,
    keys: { points, average: average ?? 0, lastUpdated: lastUpdated.getTime() },
  }));
  return { players: Number(counted!.players), recent };
}

/**
 * Whether the member a board holds is the record's keys or a later state of the player (a
 * score recorded after the sample was read): more points, or as many and a later time.
 */
function holdsRecordOrLater(held: string, expected: string): boolean {
  if (held.slice(0, KEYS_LENGTH) === expected.slice(0, KEYS_LENGTH)) return true;
  // Points are spelled negated: more points sort first.
  const [heldPoints, points] = [held.slice(0, FIELD), expected.slice(0, FIELD)];
  if (heldPoints !== points) return heldPoints < points;
  return held.slice(2 * FIELD, KEYS_LENGTH) > expected.slice(2 * FIELD, KEYS_LENGTH);
}

/**
 * How many players the board holds behind the record: sampled rows it lacks or holds at an
 * earlier state, and players missing from it altogether (it counts fewer than the record).
 * `held` is the board's member of each of `sample.recent`, read after the sample.
 */
export function playersBehind(sample: RecordSample, held: ReadonlyArray<string | null>, boardPlayers: number): number {
  const stale = sample.recent.filter(
    ({ userId, keys }, at) => !held[at] || !holdsRecordOrLater(held[at], memberOf(userId, keys)),
  ).length;
  return Math.max(stale, sample.players - boardPlayers);
}
