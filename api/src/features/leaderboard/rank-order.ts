import type { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { sql, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';

export type Board = typeof leaderboard | typeof bwifLeaderboard;

/** A board row's place in the rank order: its keys, and its id where the keys are equal. */
export interface RankPlace {
  id: number;
  points: number;
  average: number;
  lastUpdated: number;
}

/** The columns of a RankPlace, read from the board named `b`. */
export const RANK_PLACE_COLUMNS = sql`b.id, b.total_points AS points, b.average_attempts AS average,
  b.last_updated AS "lastUpdated"`;

/** What a page reads: `columns` (RANK_PLACE_COLUMNS among them) from `from`, where the board is named `b`. */
export interface RankOrderRead {
  columns: SQL;
  from: SQL;
}

/**
 * The next `limit` rows of a season's board in rank order after `after` (from the top when
 * null), by keyset along the rank index (id last, so equal keys have an order too): first
 * the rest of its points group, then the groups with fewer points. Each query reads `limit`
 * index entries wherever it starts, so no statement grows with the board: at a million
 * players one statement reading them all took 2.6-6.3 s on PostgreSQL, past its 5 s
 * statement timeout on a busy machine.
 */
export async function nextInRankOrder<T extends RankPlace>(
  db: Database,
  { columns, from }: RankOrderRead,
  season: number,
  after: RankPlace | null,
  limit: number,
): Promise<T[]> {
  const select = (where: SQL, rows: number) =>
    db.rows<T>(sql`SELECT ${columns} FROM ${from} WHERE b.season = ${season} AND ${where}
      ORDER BY b.total_points DESC, b.average_attempts, b.last_updated, b.id LIMIT ${rows}`);
  if (!after) return select(sql`1 = 1`, limit);
  const sameGroup = await select(
    sql`b.total_points = ${after.points} AND (b.average_attempts, b.last_updated, b.id) > (${after.average}, ${after.lastUpdated}, ${after.id})`,
    limit,
  );
  if (sameGroup.length === limit) return sameGroup;
  return [...sameGroup, ...(await select(sql`b.total_points < ${after.points}`, limit - sameGroup.length))];
}

/** Every row of a season's board in rank order, read `pageRows` at a time as the caller iterates. */
export async function* inRankOrder<T extends RankPlace>(
  db: Database,
  read: RankOrderRead,
  season: number,
  pageRows: number,
): AsyncIterable<T> {
  for (let after: RankPlace | null = null; ;) {
    const page: T[] = await nextInRankOrder<T>(db, read, season, after, pageRows);
    yield* page;
    if (page.length < pageRows) return;
    after = page.at(-1)!;
  }
}
