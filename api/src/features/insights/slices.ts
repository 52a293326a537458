import { sql, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { ChunkSize, yieldToRequests } from '../../storage/pacing';

/**
 * Ids in the first slice of a count; later slices are sized by how long the one before held
 * the event loop (ChunkSize), as the weekly archive's chunks are.
 */
const FIRST_SLICE_IDS = 500;

/** How a count is cut: by the machine's pace by default, or a fixed number of ids a slice (tests). */
export interface Slicing {
  idsPerSlice?: number;
}

/** The condition that keeps a slice's rows: `column` (an id) in the slice's range. */
export type InSlice = (column: SQL) => SQL;

/** The lowest and highest id a count covers (null: nothing to count), and how many rows they hold when known. */
export interface IdBounds {
  low: number;
  high: number;
  rows?: number;
}

/**
 * Runs `count` on consecutive ranges of ids from the lowest to the highest (`readBounds`), each a short
 * statement (sized in rows where the bounds tell how many rows their ids hold: sparse ids
 * make wide slices), yielding to players between them, and answers every slice's rows. On SQLite one
 * statement over a day of a million players held the event loop (and the writer) for
 * seconds; on PostgreSQL a statement holds no player up, so it is one statement over every
 * id, and the bounds are not read, unless a fixed size is asked.
 */
export async function bySlices<T>(
  db: Database,
  readBounds: () => Promise<IdBounds | null>,
  count: (inSlice: InSlice) => Promise<T[]>,
  slicing: Slicing = {},
): Promise<T[]> {
  const fixed = slicing.idsPerSlice;
  if (db.remote && fixed === undefined) return count(() => sql`1 = 1`);
  const bounds = await readBounds();
  if (!bounds) return [];
  const size = new ChunkSize(fixed ?? FIRST_SLICE_IDS, { fixed: fixed !== undefined });
  const idsPerRow = fixed === undefined && bounds.rows ? (bounds.high - bounds.low + 1) / bounds.rows : 1;
  const rows: T[] = [];
  for (let from = bounds.low; from <= bounds.high;) {
    const to = from + Math.ceil(size.next() * idsPerRow) - 1;
    rows.push(...(await count((column) => sql`${column} BETWEEN ${from} AND ${to}`)));
    size.ended();
    from = to + 1;
    await yieldToRequests();
  }
  return rows;
}

type Bound = number | string | null;

/** Bounds from rows of lowest and highest ids (PostgreSQL answers a bigint as a string); null when there are none. */
export function boundsOf(rows: Array<{ low: Bound; high: Bound }>): IdBounds | null {
  const lows = rows.flatMap((row) => (row.low == null ? [] : [Number(row.low)]));
  const highs = rows.flatMap((row) => (row.high == null ? [] : [Number(row.high)]));
  return lows.length ? { low: Math.min(...lows), high: Math.max(...highs) } : null;
}

/**
 * Every player's id: a count sliced by them counts each player in one slice. MIN and MAX each
 * in its own subquery: SQLite reads a lone MIN or MAX from one end of the key, but both in one
 * SELECT scan every player (86 ms holding the loop at 1,000,000 players).
 */
export async function playerIds(db: Database): Promise<IdBounds | null> {
  return boundsOf(
    await db.rows<{ low: Bound; high: Bound }>(
      sql`SELECT (SELECT MIN(id) FROM users) AS low, (SELECT MAX(id) FROM users) AS high`,
    ),
  );
}
