import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { and, asc, eq, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import type { BoardName, OwnRank, OwnRankQuery } from '@app/shared/schemas/leaderboard';
import type { Ctx } from '../../context';
import { perDb } from '../../storage/per-db';
import { requirePlayer } from '../session/service';
import { RankIndex, type RankKeys } from './rank-index';
import { averageAttempts } from './ranking';
import { currentSeason } from './season';

const BOARD_TABLES = { regular: leaderboard, holders: bwifLeaderboard } as const;
const BOARDS = Object.keys(BOARD_TABLES) as BoardName[];

/** A player's move on a weekly board, applied to the rank index once committed. */
export interface RankChange {
  board: BoardName;
  season: number;
  before: RankKeys | null;
  after: RankKeys;
}

function rowOf(db: Db, board: BoardName) {
  const table = BOARD_TABLES[board];
  return db
    .select({
      points: table.totalPoints,
      totalCorrect: table.totalCorrect,
      totalAttempts: table.totalAttempts,
      average: table.averageAttempts,
      lastUpdated: table.lastUpdated,
    })
    .from(table)
    .where(and(eq(table.season, sql.placeholder('season')), eq(table.userId, sql.placeholder('userId'))))
    .prepare();
}

const queries = perDb((db: Db) => ({ regular: rowOf(db, 'regular'), holders: rowOf(db, 'holders') }));

/** Each board's index for one season, built on first use, then kept in step by recordRankChanges. */
const indexes = perDb(() => new Map<BoardName, { season: number; index: RankIndex }>());

/** Reads the season's keys in rank order (the rank index's order), so building is a run of appends. */
function buildIndex(db: Db, board: BoardName, season: number): RankIndex {
  const table = BOARD_TABLES[board];
  const inRankOrder = db
    .select({ points: table.totalPoints, average: table.averageAttempts, lastUpdated: table.lastUpdated })
    .from(table)
    .where(eq(table.season, season))
    .orderBy(sql`${table.totalPoints} DESC`, asc(table.averageAttempts), asc(table.lastUpdated))
    .toSQL();
  // Raw rows: mapping a million of them to objects would triple the time.
  const rows = db.$client
    .prepare(inRankOrder.sql)
    .raw()
    .iterate(...inRankOrder.params) as IterableIterator<[number, number, number]>;
  const index = new RankIndex();
  for (const [points, average, lastUpdated] of rows) index.add({ points, average, lastUpdated });
  return index;
}

function rankIndexOf(db: Db, board: BoardName): RankIndex {
  const season = currentSeason(db);
  const known = indexes(db).get(board);
  if (known?.season === season) return known.index;
  const index = buildIndex(db, board, season);
  indexes(db).set(board, { season, index });
  return index;
}

/**
 * Builds a board's index, if it is missing, from the rows as they stand before a score is
 * added: applyScore calls it inside the scoring transaction. Built later (by rankMoveOf
 * after the commit), it would already hold the batch's other scores, and recording their
 * changes would count them twice.
 */
export function ensureRankIndex(db: Db, board: BoardName): void {
  rankIndexOf(db, board);
}

/**
 * Builds both boards' indexes now: about a second for a million players, so the server
 * does it before it listens rather than on a player's first request.
 */
export function warmRankIndexes(db: Db): void {
  for (const board of BOARDS) rankIndexOf(db, board);
}

/** A board row's keys as the index orders them (the stored average, "none found" included). */
export function rankKeysOf(row: { points: number; average: number | null; lastUpdated: Date }): RankKeys {
  return { points: row.points, average: row.average ?? 0, lastUpdated: row.lastUpdated.getTime() };
}

/** Counts each board's committed score changes: what cached pages of the board compare against. */
const versions = perDb(() => ({ regular: 0, holders: 0 }));

export function boardVersion(db: Db, board: BoardName): number {
  return versions(db)[board];
}

/** Moves players in the indexes after their score changes were committed. */
export function recordRankChanges(db: Db, changes: RankChange[]): void {
  for (const { board, season, before, after } of changes) {
    versions(db)[board]++;
    const known = indexes(db).get(board);
    if (known?.season !== season) continue;
    if (before) known.index.remove(before);
    known.index.add(after);
  }
}

/**
 * Where a committed change moved the player on its board, once recordRankChanges has run.
 * The index then holds the new score, ahead of the old one (a score only adds points), so
 * the old rank is the old keys' rank without that entry.
 */
export function rankMoveOf(db: Db, change: RankChange): { from: number | null; to: number } {
  const index = rankIndexOf(db, change.board);
  return { from: change.before ? index.rankOf(change.before) - 1 : null, to: index.rankOf(change.after) };
}

/** Drops the indexes and cached pages after rows were written outside scoring (tests seeding a board). */
export function forgetRankIndexes(db: Db): void {
  indexes(db).clear();
  for (const board of BOARDS) versions(db)[board]++;
}

export function getOwnRank({ ctx, input }: { ctx: Ctx; input: OwnRankQuery }): OwnRank {
  const player = requirePlayer(ctx, input.walletAddress);
  const { board } = input;
  const index = rankIndexOf(ctx.db, board);
  const row = queries(ctx.db)[board].get({ season: currentSeason(ctx.db), userId: player.userId });
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
