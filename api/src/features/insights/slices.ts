import { sql, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { ChunkSize, yieldToRequests } from '../../storage/pacing';

/**
 * Player ids in the first slice of a count; later slices are sized by how long the one
 * before held the event loop (ChunkSize), as the weekly archive's chunks are.
 */
const FIRST_SLICE_PLAYERS = 500;

/** How a count is cut: by the machine's pace by default, or a fixed number of player ids a slice (tests). */
export interface Slicing {
  playersPerSlice?: number;
}

/** The condition that keeps a slice's players: `column` (a player id) in the slice's range. */
export type InSlice = (column: SQL) => SQL;

/**
 * Runs `count` on consecutive ranges of player ids that cover every player, each a short
 * statement, yielding to players between them, and answers every slice's rows. A sum over
 * the slices is exact, and so is a count of distinct players: each player is in one slice.
 * On SQLite one statement over a day of a million players held the event loop (and the
 * writer) for seconds; on PostgreSQL a statement holds no player up, so it is one slice
 * unless a fixed size is asked.
 */
export async function bySlicesOfPlayers<T>(
  db: Database,
  count: (inSlice: InSlice) => Promise<T[]>,
  slicing: Slicing = {},
): Promise<T[]> {
  const [ids] = await db.rows<{ low: number | string | null; high: number | string | null }>(
    sql`SELECT MIN(id) AS low, MAX(id) AS high FROM users`,
  );
  if (ids?.low == null || ids.high == null) return [];
  const high = Number(ids.high);
  const fixed = slicing.playersPerSlice;
  const size = new ChunkSize(fixed ?? FIRST_SLICE_PLAYERS, { fixed: fixed !== undefined });
  const rows: T[] = [];
  for (let from = Number(ids.low); from <= high;) {
    const to = db.remote && fixed === undefined ? high : from + size.next() - 1;
    rows.push(...(await count((column) => sql`${column} BETWEEN ${from} AND ${to}`)));
    size.ended();
    from = to + 1;
    await yieldToRequests();
  }
  return rows;
}

/** The slices' rows added up per `key`, every other field being a count (PostgreSQL answers a count as a string). */
export function addedUp<T extends Record<keyof T, number | string | null>>(rows: T[], key: keyof T): Map<string, T> {
  const totals = new Map<string, T>();
  for (const row of rows) {
    const total = totals.get(String(row[key]));
    if (!total) {
      totals.set(String(row[key]), { ...row });
      continue;
    }
    for (const field of Object.keys(row) as Array<keyof T>) {
      if (field !== key) Object.assign(total, { [field]: Number(total[field] ?? 0) + Number(row[field] ?? 0) });
    }
  }
  return totals;
}
