import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { and, count, eq, gt, lt, or } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { BoardName } from '@app/shared/schemas/leaderboard';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb } from '../../storage/per-db';
import type { RankKeys } from './rank-index';
import { keysPrefix } from './rank-member';

const BOARD_TABLES = { regular: leaderboard, holders: bwifLeaderboard } as const;

/**
 * How long a count read from the record answers again. Counting rows costs the database
 * far more than a sorted set costs Redis, and while Redis is away every own-rank request
 * of every player would count.
 */
const COUNT_TTL_MS = 3_000;
const COUNTS_KEPT = 10_000;

const counts = perDb(() => new BoundedMap<string, { at: number; count: Promise<number> }>(COUNTS_KEPT));

/** `read`'s count, shared by the callers asking the same within COUNT_TTL_MS; a failed read is not kept. */
function counted(db: Database, key: string, read: () => Promise<number>): Promise<number> {
  const now = Date.now();
  const kept = counts(db).get(key);
  if (kept && now - kept.at < COUNT_TTL_MS) return kept.count;
  const entry = { at: now, count: read() };
  entry.count.catch(() => {
    if (counts(db).get(key) === entry) counts(db).delete(key);
  });
  counts(db).set(key, entry);
  return entry.count;
}

/** Drops the counts kept: this process recorded a score, which its next answers show. */
export function forgetRecordCounts(db: Database): void {
  counts(db).clear();
}

/** 1 + the season's players strictly ahead of the keys, counted in the record (the rank board's answer, slower). */
export function rankInRecord(db: Database, board: BoardName, season: number, keys: RankKeys): Promise<number> {
  const table = BOARD_TABLES[board];
  const ahead = or(
    gt(table.totalPoints, keys.points),
    and(
      eq(table.totalPoints, keys.points),
      or(
        lt(table.averageAttempts, keys.average),
        and(eq(table.averageAttempts, keys.average), lt(table.lastUpdated, new Date(keys.lastUpdated))),
      ),
    ),
  );
  return counted(db, `${board}:${season}:${keysPrefix(keys)}`, async () => {
    const [row] = await db
      .select({ ahead: count() })
      .from(table)
      .where(and(eq(table.season, season), ahead));
    return 1 + Number(row!.ahead);
  });
}

/** The season's players on the board, counted in the record. */
export function playersInRecord(db: Database, board: BoardName, season: number): Promise<number> {
  const table = BOARD_TABLES[board];
  return counted(db, `${board}:${season}:players`, async () => {
    const [row] = await db.select({ players: count() }).from(table).where(eq(table.season, season));
    return Number(row!.players);
  });
}
