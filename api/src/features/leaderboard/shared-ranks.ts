import { bwifLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { withoutDatabaseDeadline } from '@app/db/deadline';
import type { BoardName } from '@app/shared/schemas/leaderboard';
import type { RedisLink } from '../../adapters/redis/connect';
import { RedisRankBoard, type RankedRow } from './rank-board';
import { perDb } from '../../storage/per-db';
import type { RankKeys } from './rank-index';
import { inRankOrder, RANK_PLACE_COLUMNS, type RankOrderRead, type RankPlace } from './rank-order';
import type { Logger } from 'pino';
import type { AppDeps } from '../../context';
import type { Metrics } from '../../metrics/metrics';
import type { Clock, Timers } from '../../adapters/clock';
import { playersBehind, sampleRecord } from './board-check';
import { currentSeason } from './season';

const BOARD_TABLES = { regular: leaderboard, holders: bwifLeaderboard } as const;

/** How long a process trusts that a board it saw built is still there (Redis may have been emptied). */
const READY_CHECK_MS = 5_000;

/**
 * The weekly boards' rank order in Redis, when several processes serve the game: every
 * process records the scores it commits there and reads ranks from there, so a score made
 * through one process moves the player on every other's boards at once. One sorted set per
 * board and season, built from the record when missing, beside the traffic: nothing waits
 * for a build, and ranks are counted in the record until it is done.
 */
const shared = perDb(
  (): {
    redis: RedisLink | null;
    logger: Logger | null;
    /** Per board: until when this process trusts it is built, and the generation it was last checked in. */
    ready: Map<string, { until: number; generation: number }>;
    /** Moves on when rows were written past scoring, or a build failed: the boards are built again. */
    generation: number;
    /** The builds this process runs now, by board. */
    building: Map<string, Promise<void>>;
    /** Committed changes Redis did not take, the latest per player and board: sent again until it does. */
    unrecorded: Map<string, ScoreChange>;
    /** The replay of `unrecorded` running now. */
    replaying: Promise<void> | null;
    metrics: Metrics | null;
    /** When the record was last compared with the boards (on the game's clock): the next check starts there. */
    checkedAt: number | null;
  } => ({
    metrics: null,
    checkedAt: null,
    redis: null,
    logger: null,
    ready: new Map(),
    generation: 0,
    building: new Map(),
    unrecorded: new Map(),
    replaying: null,
  }),
);

/** A committed score on a board: the player's keys after it. */
interface ScoreChange {
  userId: number;
  board: BoardName;
  season: number;
  after: RankKeys;
}

/** From now on the database's ranks are kept in this Redis (the server says so at start when REDIS_URL is set). */
export function keepRanksInRedis(
  db: Database,
  redis: RedisLink,
  { logger, metrics }: Pick<AppDeps, 'logger' | 'metrics'>,
): void {
  const state = shared(db);
  Object.assign(state, { redis, logger, metrics });
  // Redis may have lost every board while it was away: each is checked again before it is trusted.
  redis.availability.onChange((up) => {
    if (!up) return;
    for (const seen of state.ready.values()) seen.until = 0;
    replayUnrecorded(db);
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

/**
 * Answers what `read` reads from a shared board; while Redis is away or the board is being
 * built, what `fromRecord` reads from the database instead (slower, never a 503).
 */
export async function fromSharedBoard<T>(
  db: Database,
  board: BoardName,
  season: number,
  read: (rankBoard: RedisRankBoard) => Promise<T>,
  fromRecord: () => Promise<T>,
): Promise<T> {
  let rankBoard: RedisRankBoard | null = null;
  try {
    rankBoard = await builtBoard(db, board, season);
    if (rankBoard) return await read(rankBoard);
  } catch {
    // Redis did not answer: the record answers, as it does while the board is built
  }
  return fromRecord();
}

/**
 * A number that moves whenever the board does; kept by records and builds alike, so it
 * needs no built board. Null while Redis does not answer.
 */
export async function sharedBoardVersion(db: Database, board: BoardName, season: number): Promise<number | null> {
  try {
    return await new RedisRankBoard(shared(db).redis!, boardName(board, season)).version();
  } catch {
    return null;
  }
}

/**
 * Records committed score changes on the shared boards; a board not built yet ignores them
 * (its build reads them from the record). A change Redis did not take is kept and sent
 * again once Redis answers: a build running meanwhile may have read the player's row
 * before the change was committed, and takes it then (see RECORD).
 */
export async function recordOnSharedBoards(db: Database, changes: readonly ScoreChange[]): Promise<void> {
  const state = shared(db);
  const rankBoardOf = (change: ScoreChange) => new RedisRankBoard(state.redis!, boardName(change.board, change.season));
  const recorded = await Promise.all(
    changes.map((change) =>
      rankBoardOf(change)
        .record(change.userId, change.after)
        .then(
          () => true,
          () => false,
        ),
    ),
  );
  changes.forEach((change, at) => {
    if (!recorded[at]) keepUnrecorded(state.unrecorded, change);
  });
  if (state.unrecorded.size > 0 && recorded.some(Boolean)) replayUnrecorded(db);
}

const unrecordedKey = ({ userId, board, season }: ScoreChange) => `${board}:${season}:${userId}`;

/** Keeps the player's latest change: a score only adds points, and equal points come later. */
function keepUnrecorded(unrecorded: Map<string, ScoreChange>, change: ScoreChange): void {
  const key = unrecordedKey(change);
  const kept = unrecorded.get(key);
  const later =
    !kept ||
    change.after.points > kept.after.points ||
    (change.after.points === kept.after.points && change.after.lastUpdated >= kept.after.lastUpdated);
  if (later) unrecorded.set(key, change);
}

/** Sends the changes Redis did not take again, one replay at a time; those it takes again are dropped. */
function replayUnrecorded(db: Database): void {
  const state = shared(db);
  if (state.replaying || state.unrecorded.size === 0) return;
  state.replaying = (async () => {
    for (const [key, change] of state.unrecorded) {
      try {
        await new RedisRankBoard(state.redis!, boardName(change.board, change.season)).record(
          change.userId,
          change.after,
        );
      } catch {
        return; // Redis is away again: its return replays the rest
      }
      if (state.unrecorded.get(key) === change) state.unrecorded.delete(key);
    }
  })().finally(() => (state.replaying = null));
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
  // Started by a request, the build outlives it: its reads are not bound by the request's deadline.
  const build = withoutDatabaseDeadline(() => rankBoard.rebuild(rowsInRankOrder(db, board, season)))
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
 * as tests seeding a board do; a build failed).
 */
export function forgetSharedBoards(db: Database): void {
  shared(db).generation++;
}

/**
 * How far before the last check the next one reads the record again: a score committed
 * then may have reached Redis only after the last check read its board.
 */
const CHECK_OVERLAP_MS = 60_000;
/** How long a check lets the scores committed before it read the record reach Redis. */
const CHECK_GRACE_MS = 2_000;

/**
 * Compares the season's built boards with the record and builds again each one behind it
 * (a change lost with a process killed between its commit and Redis, or any other way):
 * the board's player count, and the keys of every player scored since the last check.
 * Answers the players found behind, by board.
 */
export async function checkSharedBoards(
  db: Database,
  clock: Clock,
  graceMs = CHECK_GRACE_MS,
): Promise<Record<BoardName, number>> {
  const state = shared(db);
  // Changes still waiting for Redis are on their way before the boards are compared.
  replayUnrecorded(db);
  const now = clock.now().getTime();
  const since = new Date((state.checkedAt ?? now) - CHECK_OVERLAP_MS);
  const season = await currentSeason(db);
  const behind = { regular: 0, holders: 0 };
  for (const board of Object.keys(BOARD_TABLES) as BoardName[]) {
    behind[board] = await checkBoard(db, board, season, since, graceMs);
  }
  state.checkedAt = now;
  return behind;
}

async function checkBoard(
  db: Database,
  board: BoardName,
  season: number,
  since: Date,
  graceMs: number,
): Promise<number> {
  const state = shared(db);
  const name = boardName(board, season);
  const rankBoard = new RedisRankBoard(state.redis!, name);
  const { built, building } = await rankBoard.status();
  // A board not built, or being built, reads the record anyway.
  if (!built || building) return 0;
  const sample = await sampleRecord(db, board, season, since);
  await new Promise((resolve) => setTimeout(resolve, graceMs));
  await state.replaying;
  const held = await rankBoard.membersOf(sample.recent.map((row) => row.userId));
  const behind = playersBehind(sample, held, await rankBoard.size());
  if (behind === 0) return 0;
  state.metrics!.rankBoardDifferences(board, behind);
  state.logger!.warn({ board: name, behind }, 'a rank board was behind the record: it is built again');
  state.ready.set(name, { until: 0, generation: state.generation });
  buildBeside(db, rankBoard, board, season);
  return behind;
}

/** Checks the boards every `everyMs` until stopped; a check Redis or the database did not answer waits for the next. */
export function checkSharedBoardsEvery(db: Database, everyMs: number, clock: Clock, timers: Timers): () => void {
  let cancel = () => undefined as void;
  let stopped = false;
  const next = () => {
    cancel = timers.after(everyMs, async () => {
      await checkSharedBoards(db, clock).catch((error: unknown) => {
        shared(db).logger!.debug({ err: error }, 'rank boards not checked: the next check tries again');
      });
      if (!stopped) next();
    });
  };
  next();
  return () => {
    stopped = true;
    cancel();
  };
}
