import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { BoardName } from '@app/shared/schemas/leaderboard';
import type { RedisLink } from '../../adapters/redis/connect';
import { RedisRankBoard, type RankedRow } from './rank-board';
import { AppError } from '../../errors';
import { perDb } from '../../storage/per-db';
import type { RankKeys } from './rank-index';
import { inRankOrder, RANK_PLACE_COLUMNS, type RankOrderRead, type RankPlace } from './rank-order';
import type { Logger } from 'pino';

const BOARD_TABLES = { regular: leaderboard, holders: bwifLeaderboard } as const;

/** How long a process trusts that a board it saw built is still there (Redis may have been emptied). */
const READY_CHECK_MS = 5_000;

/**
 * The weekly boards' rank order in Redis, when several processes serve the game: every
 * process records the scores it commits there and reads ranks from there, so a score made
 * through one process moves the player on every other's boards at once. One sorted set per
 * board and season, built from the record when missing, beside the traffic: nothing waits
 * for a build, and ranks answer 503 until it is done.
 */
const shared = perDb(
  (): {
    redis: RedisLink | null;
    logger: Logger | null;
    /** Per board: until when this process trusts it is built, and the generation it was last checked in. */
    ready: Map<string, { until: number; generation: number }>;
    /** Moves on when rows were written past scoring, or a record or a build failed: the boards are built again. */
    generation: number;
    /** The builds this process runs now, by board. */
    building: Map<string, Promise<void>>;
  } => ({ redis: null, logger: null, ready: new Map(), generation: 0, building: new Map() }),
);

/** From now on the database's ranks are kept in this Redis (the server says so at start when REDIS_URL is set). */
export function keepRanksInRedis(db: Database, redis: RedisLink, logger: Logger): void {
  const state = shared(db);
  Object.assign(state, { redis, logger });
  // Redis may have lost every board while it was away: each is checked again before it is trusted.
  redis.availability.onChange((up) => {
    if (up) for (const seen of state.ready.values()) seen.until = 0;
  });
}

export function ranksInRedis(db: Database): boolean {
  return shared(db).redis !== null;
}

/** Rows a page of a rebuild reads: a few hundred milliseconds of PostgreSQL's time on a busy machine. */
const REBUILD_PAGE_ROWS = 20_000;

const REBUILD_READ = (board: BoardName): RankOrderRead => ({
  columns: sql`${RANK_PLACE_COLUMNS}, b.user_id AS "userId"`,
  from: sql`${BOARD_TABLES[board]} b`,
});

/** The season's rows of a board in rank order, read from the record page by page as the rebuild iterates them. */
async function* rowsInRankOrder(db: Database, board: BoardName, season: number): AsyncIterable<RankedRow> {
  const rows = inRankOrder<RankPlace & { userId: number }>(db, REBUILD_READ(board), season, REBUILD_PAGE_ROWS);
  for await (const { userId, points, average, lastUpdated } of rows) {
    yield { userId, keys: { points, average, lastUpdated: Number(lastUpdated) } };
  }
}

/** Redis did not answer, or the board is being built: the ranks are unavailable until then (the rest of the game is not). */
function ranksUnavailable(): AppError {
  return new AppError('UPSTREAM_UNAVAILABLE', 'Leaderboard ranks are unavailable for a moment. Please try again.');
}

/** Answers what `read` reads from a shared board, or 503 while Redis is away or the board is being built. */
export async function fromSharedBoard<T>(
  db: Database,
  board: BoardName,
  season: number,
  read: (rankBoard: RedisRankBoard) => Promise<T>,
): Promise<T> {
  try {
    const rankBoard = await builtBoard(db, board, season);
    if (rankBoard) return await read(rankBoard);
  } catch {
    // Redis did not answer: the same 503 as a board being built
  }
  throw ranksUnavailable();
}

/** A number that moves whenever the board does; kept by records and builds alike, so it needs no built board. */
export async function sharedBoardVersion(db: Database, board: BoardName, season: number): Promise<number> {
  try {
    return await new RedisRankBoard(shared(db).redis!, boardName(board, season)).version();
  } catch {
    throw ranksUnavailable();
  }
}

/**
 * Records committed score changes on the shared boards; a board not built yet ignores them
 * (its build reads them from the record). A change Redis did not take is not lost: the
 * record has it, and this process builds those boards again on next use.
 */
export async function recordOnSharedBoards(
  db: Database,
  changes: ReadonlyArray<{ userId: number; board: BoardName; season: number; after: RankKeys }>,
): Promise<void> {
  const { redis } = shared(db);
  try {
    for (const { userId, board, season, after } of changes) {
      await new RedisRankBoard(redis!, boardName(board, season)).record(userId, after);
    }
  } catch {
    forgetSharedBoards(db);
  }
}

const boardName = (board: BoardName, season: number) => `${board}:${season}`;

/**
 * The season's board in Redis once it is built; null while it is missing or being built (by
 * any process). One missing, or stale (its generation passed), is built here beside the traffic.
 */
async function builtBoard(db: Database, board: BoardName, season: number): Promise<RedisRankBoard | null> {
  const state = shared(db);
  const name = boardName(board, season);
  const rankBoard = new RedisRankBoard(state.redis!, name);
  const seen = state.ready.get(name) ?? { until: 0, generation: 0 };
  const { generation } = state;
  const current = seen.generation === generation;
  if (current && seen.until > Date.now()) return rankBoard;
  const { built, building } = await rankBoard.status();
  if (built && !building && current) {
    state.ready.set(name, { until: Date.now() + READY_CHECK_MS, generation });
    return rankBoard;
  }
  // A build running now, wherever it runs, reads the record after this process's stale view.
  if (!building) buildBeside(db, rankBoard, board, season);
  state.ready.set(name, { until: 0, generation });
  return null;
}

/** Builds a board from the record unless this process is building it already; a failed build is tried again on next use. */
function buildBeside(db: Database, rankBoard: RedisRankBoard, board: BoardName, season: number): void {
  const { building, logger, redis } = shared(db);
  const name = boardName(board, season);
  if (building.has(name)) return;
  const build = rankBoard
    .rebuild(rowsInRankOrder(db, board, season))
    .then(
      () => undefined,
      (error: unknown) => {
        forgetSharedBoards(db);
        // Redis going away is logged once, by the link.
        if (!redis!.availability.up) return;
        logger!.warn({ err: error, board: name }, 'rank board not built: the next read tries again');
      },
    )
    .finally(() => building.delete(name));
  building.set(name, build);
}

/**
 * Builds the season's boards that are missing before the server listens, as the in-process
 * indexes are, so the first players need not wait for them. A board another process builds,
 * or one Redis failed to answer for, is left to the first read.
 */
export async function buildMissingSharedBoards(db: Database, season: number): Promise<void> {
  for (const board of Object.keys(BOARD_TABLES) as BoardName[]) {
    await builtBoard(db, board, season).catch(() => null);
    await shared(db).building.get(boardName(board, season));
  }
}

/**
 * Has every board built again from the record on next use (rows were written past scoring,
 * as tests seeding a board do; a record or a build failed).
 */
export function forgetSharedBoards(db: Database): void {
  shared(db).generation++;
}
