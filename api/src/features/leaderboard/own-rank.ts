import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { and, asc, eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { BoardName, OwnRank, OwnRankQuery } from '@app/shared/schemas/leaderboard';
import type { Ctx } from '../../context';
import { perDb, perHandle } from '../../storage/per-db';
import { requirePlayer } from '../../identity/session/service';
import { RankIndex, type RankKeys } from './rank-index';
import { averageAttempts } from './ranking';
import { currentSeason } from './season';
import { forgetRecordCounts, playersInRecord, rankInRecord } from './record-ranks';
import {
  buildMissingSharedBoards,
  forgetSharedBoards,
  fromSharedBoard,
  ranksInRedis,
  recordOnSharedBoards,
  sharedBoardVersion,
} from './shared-ranks';

const BOARD_TABLES = { regular: leaderboard, holders: bwifLeaderboard } as const;
const BOARDS = Object.keys(BOARD_TABLES) as BoardName[];

/** A player's move on a weekly board, applied to the rank index once committed. */
export interface RankChange {
  userId: number;
  board: BoardName;
  season: number;
  before: RankKeys | null;
  after: RankKeys;
}

function rowOf(db: Database, board: BoardName) {
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

const queries = perHandle((db) => ({ regular: rowOf(db, 'regular'), holders: rowOf(db, 'holders') }));

/**
 * Each board's index for one season, built on first use, then kept in step by
 * recordRankChanges. `index` is null while it is being built (`building` settles then).
 */
const indexes = perDb(
  () => new Map<BoardName, { season: number; index: RankIndex | null; building: Promise<RankIndex> }>(),
);

/** Reads the season's keys in rank order (the rank index's order), so building is a run of appends. */
async function buildIndex(db: Database, board: BoardName, season: number): Promise<RankIndex> {
  const table = BOARD_TABLES[board];
  const inRankOrder = db
    .select({ points: table.totalPoints, average: table.averageAttempts, lastUpdated: table.lastUpdated })
    .from(table)
    .where(eq(table.season, season))
    .orderBy(sql`${table.totalPoints} DESC`, asc(table.averageAttempts), asc(table.lastUpdated));
  // Arrays, not objects: mapping a million rows to objects would triple the time.
  const rows = await db.arrays<[number, number | null, number]>(inRankOrder);
  const index = new RankIndex();
  for (const [points, average, lastUpdated] of rows) index.add({ points, average: average ?? 0, lastUpdated });
  return index;
}

/** The board's index for the current season; concurrent callers share one build. */
async function rankIndexOf(db: Database, board: BoardName): Promise<RankIndex> {
  const season = await currentSeason(db);
  const known = indexes(db).get(board);
  if (known?.season === season) return known.index ?? known.building;
  const entry = { season, index: null as RankIndex | null, building: buildIndex(db, board, season) };
  indexes(db).set(board, entry);
  try {
    entry.index = await entry.building;
  } catch (error) {
    if (indexes(db).get(board) === entry) indexes(db).delete(board);
    throw error;
  }
  return entry.index;
}

/**
 * Builds a board's index, if it is missing, from the rows as they stand before a score is
 * added: addScore calls it inside the scoring transaction. Built later (by rankMoveOf
 * after the commit), it would already hold the batch's other scores, and recording their
 * changes would count them twice.
 */
export async function ensureRankIndex(db: Database, board: BoardName): Promise<void> {
  if (!ranksInRedis(db)) await rankIndexOf(db, board);
}

/** A board's rank order as the answers read it: this process's index, or the shared board in Redis. */
interface RankOrder {
  rankOf(keys: RankKeys): Promise<number>;
  size(): Promise<number>;
}

async function rankOrderOf(db: Database, board: BoardName, season?: number): Promise<RankOrder> {
  if (ranksInRedis(db)) {
    const shared = season ?? (await currentSeason(db));
    return {
      rankOf: (keys) =>
        fromSharedBoard(
          db,
          board,
          shared,
          (rankBoard) => rankBoard.rankOf(keys),
          () => rankInRecord(db, board, shared, keys),
        ),
      size: () =>
        fromSharedBoard(
          db,
          board,
          shared,
          (rankBoard) => rankBoard.size(),
          () => playersInRecord(db, board, shared),
        ),
    };
  }
  const index = await rankIndexOf(db, board);
  return { rankOf: async (keys) => index.rankOf(keys), size: async () => index.size };
}

/**
 * Builds both boards' indexes now (or the shared boards in Redis, when missing): about a
 * second for a million players, so the server does it before it listens rather than on a
 * player's first request.
 */
export async function warmRankIndexes(db: Database): Promise<void> {
  if (ranksInRedis(db)) return buildMissingSharedBoards(db, await currentSeason(db));
  for (const board of BOARDS) await rankIndexOf(db, board);
}

/** A board row's keys as the index orders them (the stored average, "none found" included). */
export function rankKeysOf(row: { points: number; average: number | null; lastUpdated: Date }): RankKeys {
  return { points: row.points, average: row.average ?? 0, lastUpdated: row.lastUpdated.getTime() };
}

/** Counts each board's committed score changes: what cached pages of the board compare against. */
const versions = perDb(() => ({ regular: 0, holders: 0 }));

/**
 * A number that moves whenever the board does, on any process when the boards are in Redis;
 * null while Redis does not answer.
 */
export async function boardVersion(db: Database, board: BoardName, season: number): Promise<number | null> {
  if (!ranksInRedis(db)) return versions(db)[board];
  return sharedBoardVersion(db, board, season);
}

/** Moves players in the indexes (or the shared boards) after their score changes were committed. */
export async function recordRankChanges(db: Database, changes: RankChange[]): Promise<void> {
  if (ranksInRedis(db)) {
    forgetRecordCounts(db);
    return recordOnSharedBoards(db, changes);
  }
  for (const { board, season, before, after } of changes) {
    versions(db)[board]++;
    const known = indexes(db).get(board);
    if (known?.season !== season) continue;
    // Still being built, the index will read this change from the rows; a new build is safer.
    if (!known.index) {
      indexes(db).delete(board);
      continue;
    }
    if (before) known.index.remove(before);
    known.index.add(after);
  }
}

/**
 * Where a committed change moved the player on its board, once recordRankChanges has run.
 * The index then holds the new score, ahead of the old one (a score only adds points), so
 * the old rank is the old keys' rank without that entry.
 */
export async function rankMoveOf(db: Database, change: RankChange): Promise<{ from: number | null; to: number }> {
  const order = await rankOrderOf(db, change.board, change.season);
  return { from: change.before ? (await order.rankOf(change.before)) - 1 : null, to: await order.rankOf(change.after) };
}

/** Drops the indexes and cached pages after rows were written outside scoring (tests seeding a board). */
export function forgetRankIndexes(db: Database): void {
  indexes(db).clear();
  forgetSharedBoards(db);
  for (const board of BOARDS) versions(db)[board]++;
}

export async function getOwnRank({ ctx, input }: { ctx: Ctx; input: OwnRankQuery }): Promise<OwnRank> {
  const player = requirePlayer({ ctx, input: input.walletAddress });
  const { board } = input;
  const season = await currentSeason(ctx.database);
  const order = await rankOrderOf(ctx.database, board, season);
  const [row] = await queries(ctx.database)[board].execute({ season, userId: player.userId });
  const players = await order.size();
  if (!row) return { board, rank: null, players, points: 0, nftsIdentified: 0, averageAttempts: 0 };
  return {
    board,
    rank: await order.rankOf(rankKeysOf(row)),
    players,
    points: row.points,
    nftsIdentified: row.totalCorrect,
    averageAttempts: averageAttempts(row.totalAttempts, row.totalCorrect),
  };
}
