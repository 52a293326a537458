import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { asc, eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { BoardName } from '@app/shared/schemas/leaderboard';
import type { RedisLink } from '../../adapters/redis/connect';
import { RedisRankBoard, type RankedRow } from '../../cluster/rank-board';
import { AppError } from '../../errors';
import { perDb } from '../../storage/per-db';
import type { RankKeys } from './rank-index';

const BOARD_TABLES = { regular: leaderboard, holders: bwifLeaderboard } as const;

/** How long a process trusts that a board it saw built is still there (Redis may have been emptied). */
const READY_CHECK_MS = 5_000;

/**
 * The weekly boards' rank order in Redis, when several processes serve the game: every
 * process records the scores it commits there and reads ranks from there, so a score made
 * through one process moves the player on every other's boards at once. One sorted set per
 * board and season, built from the record when missing.
 */
const shared = perDb(
  (): {
    redis: RedisLink | null;
    /** Boards this process saw built: until when it trusts that, and in which generation. */
    ready: Map<string, { until: number; generation: number }>;
    /** Moves on when rows were written past scoring: every board is built again. */
    generation: number;
  } => ({ redis: null, ready: new Map(), generation: 0 }),
);

/** From now on the database's ranks are kept in this Redis (the server says so at start when REDIS_URL is set). */
export function keepRanksInRedis(db: Database, redis: RedisLink): void {
  shared(db).redis = redis;
}

export function ranksInRedis(db: Database): boolean {
  return shared(db).redis !== null;
}

/** The season's rows of a board in rank order, read from the record as the rebuild iterates them. */
async function* rowsInRankOrder(db: Database, board: BoardName, season: number): AsyncIterable<RankedRow> {
  const table = BOARD_TABLES[board];
  const query = db
    .select({
      userId: table.userId,
      points: table.totalPoints,
      average: table.averageAttempts,
      lastUpdated: table.lastUpdated,
    })
    .from(table)
    .where(eq(table.season, season))
    .orderBy(sql`${table.totalPoints} DESC`, asc(table.averageAttempts), asc(table.lastUpdated));
  for (const [userId, points, average, lastUpdated] of await db.arrays<[number, number, number | null, number]>(
    query,
  )) {
    yield { userId, keys: { points, average: average ?? 0, lastUpdated: Number(lastUpdated) } };
  }
}

/** How long to wait for another process rebuilding a board before answering from what is there. */
const REBUILD_WAIT_MS = 10_000;

/** Redis did not answer: the ranks are unavailable until it does (the record and the rest of the game are not). */
function ranksUnavailable(): AppError {
  return new AppError('UPSTREAM_UNAVAILABLE', 'Leaderboard ranks are unavailable for a moment. Please try again.');
}

/** Answers what `read` reads from a shared board, or 503 while Redis is away. */
export async function fromSharedBoard<T>(
  db: Database,
  board: BoardName,
  season: number,
  read: (rankBoard: RedisRankBoard) => Promise<T>,
): Promise<T> {
  try {
    return await read(await sharedBoard(db, board, season));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw ranksUnavailable();
  }
}

/**
 * Records committed score changes on the shared boards. A change Redis did not take is not
 * lost: the record has it, and this process builds those boards again on next use.
 */
export async function recordOnSharedBoards(
  db: Database,
  changes: ReadonlyArray<{ userId: number; board: BoardName; season: number; after: RankKeys }>,
): Promise<void> {
  try {
    for (const { userId, board, season, after } of changes) {
      await (await sharedBoard(db, board, season)).record(userId, after);
    }
  } catch {
    forgetSharedBoards(db);
  }
}

/** The season's board in Redis, built from the record first when it is missing (or was marked stale). */
async function sharedBoard(db: Database, board: BoardName, season: number): Promise<RedisRankBoard> {
  const state = shared(db);
  const name = `${board}:${season}`;
  const rankBoard = new RedisRankBoard(state.redis!, name);
  const seen = state.ready.get(name);
  const { generation } = state;
  if (seen && seen.generation < generation) await rankBoard.drop();
  else if (seen && seen.until > Date.now()) return rankBoard;
  if (!(await rankBoard.exists()) && !(await rankBoard.rebuild(rowsInRankOrder(db, board, season)))) {
    await waitForRebuild(rankBoard);
  }
  state.ready.set(name, { until: Date.now() + READY_CHECK_MS, generation });
  return rankBoard;
}

async function waitForRebuild(rankBoard: RedisRankBoard): Promise<void> {
  const until = Date.now() + REBUILD_WAIT_MS;
  while (!(await rankBoard.exists()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Has every board this process saw built again from the record on next use (rows were
 * written past scoring: tests seeding a board).
 */
export function forgetSharedBoards(db: Database): void {
  shared(db).generation++;
}
