import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { asc, eq, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import type { BoardName, OwnRank, OwnRankQuery } from '@app/shared/schemas/leaderboard';
import type { Ctx } from '../../context';
import { perDb } from '../../http/per-db';
import { requirePlayer } from '../session/service';
import { RankIndex, type RankKeys } from './rank-index';
import { averageAttempts } from './ranking';

const TABLES = { regular: leaderboard, holders: bwifLeaderboard } as const;

function rowOf(db: Db, board: BoardName) {
  const table = TABLES[board];
  return db
    .select({
      points: table.totalPoints,
      totalCorrect: table.totalCorrect,
      totalAttempts: table.totalAttempts,
      average: table.averageAttempts,
      lastUpdated: table.lastUpdated,
    })
    .from(table)
    .where(eq(table.userId, sql.placeholder('userId')))
    .prepare();
}

const queries = perDb((db: Db) => ({ regular: rowOf(db, 'regular'), holders: rowOf(db, 'holders') }));

/** Each board's index, built on first use, then kept in step by recordRankChange. */
const indexes = perDb(() => new Map<BoardName, RankIndex>());

/** Reads the keys in rank order (the rank index's order), so building is a run of appends. */
function buildIndex(db: Db, board: BoardName): RankIndex {
  const table = TABLES[board];
  const inRankOrder = db
    .select({ points: table.totalPoints, average: table.averageAttempts, lastUpdated: table.lastUpdated })
    .from(table)
    .orderBy(sql`${table.totalPoints} DESC`, asc(table.averageAttempts), asc(table.lastUpdated))
    .toSQL();
  // Raw rows: mapping a million of them to objects would triple the time.
  const rows = db.$client.prepare(inRankOrder.sql).raw().iterate(...inRankOrder.params) as IterableIterator<[number, number, number]>;
  const index = new RankIndex();
  for (const [points, average, lastUpdated] of rows) index.add({ points, average, lastUpdated });
  return index;
}

function rankIndexOf(db: Db, board: BoardName): RankIndex {
  let index = indexes(db).get(board);
  if (!index) {
    index = buildIndex(db, board);
    indexes(db).set(board, index);
  }
  return index;
}

/**
 * Builds both boards' indexes now: about a second for a million players, so the server
 * does it before it listens rather than on a player's first request.
 */
export function warmRankIndexes(db: Db): void {
  for (const board of Object.keys(TABLES) as BoardName[]) rankIndexOf(db, board);
}

/** A board row's keys as the index orders them (the stored average, "none found" included). */
export function rankKeysOf(row: { points: number; average: number | null; lastUpdated: Date }): RankKeys {
  return { points: row.points, average: row.average ?? 0, lastUpdated: row.lastUpdated.getTime() };
}

/** Moves a player in a board's index after their score change was committed. */
export function recordRankChange(db: Db, board: BoardName, before: RankKeys | null, after: RankKeys): void {
  const index = indexes(db).get(board);
  if (!index) return;
  if (before) index.remove(before);
  index.add(after);
}

/** Drops the indexes after the boards changed wholesale (a reset, rows written outside scoring). */
export function forgetRankIndexes(db: Db): void {
  indexes(db).clear();
}

export function getOwnRank({ ctx, input }: { ctx: Ctx; input: OwnRankQuery }): OwnRank {
  const player = requirePlayer(ctx, input.walletAddress);
  const { board } = input;
  const index = rankIndexOf(ctx.db, board);
  const row = queries(ctx.db)[board].get({ userId: player.userId });
  if (!row) return { board, rank: null, players: index.size, points: 0, nftsIdentified: 0, averageAttempts: 0 };
  return {
    board,
    rank: index.rankOf(rankKeysOf(row)),
    players: index.size,
    points: row.points,
    nftsIdentified: row.totalCorrect,
    averageAttempts: averageAttempts(row.totalAttempts, row.totalCorrect),
  };
}
