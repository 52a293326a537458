import {
  bwifLeaderboard,
  leaderboard,
  weeklyArchives,
  weeklyBwifLeaderboardHistory,
  weeklyLeaderboardHistory,
} from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { asc, eq, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { shortenAddress } from '@app/shared/rules/address';
import { drawRaffle, type RaffleEntrant } from '@app/shared/rules/raffle';
import { utcDay, weekOf, type WeekBounds } from '@app/shared/rules/time';
import type { RankedName, WeeklyResults } from '@app/bot/services';
import type { AppDeps } from '../../context';
import { perDb } from '../../http/per-db';
import { averageAttempts } from '../leaderboard/ranking';
import { currentSeason, startNewSeason } from '../leaderboard/season';

export const RAFFLE_WINNERS = 3;
const ANNOUNCED_PLACES = 10;
/** Rows per chunk, each chunk one short transaction: a few ms, far below the 50 ms stall budget. */
export const ARCHIVE_CHUNK_ROWS = 1000;

type ArchiveDeps = Pick<AppDeps, 'db' | 'random' | 'settings'>;
type Board = typeof leaderboard | typeof bwifLeaderboard;
type History = typeof weeklyLeaderboardHistory | typeof weeklyBwifLeaderboardHistory;
type Archive = typeof weeklyArchives.$inferSelect;

export interface ArchiveOptions {
  chunkRows?: number;
  /** Stops after this many chunks, as if the process died there (tests of the resume). */
  stopAfterChunks?: number;
}

/** Lets the event loop answer players between two chunks. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));


/** A board row in rank order, with what the history and the raffle need. */
interface RankedRow {
  id: number;
  userId: number;
  points: number;
  average: number;
  lastUpdated: number;
  totalCorrect: number;
  totalAttempts: number;
  username: string | null;
  walletAddress: string | null;
  bwifBalance: string;
}

const ROW_COLUMNS = (board: Board) => sql`b.id, b.user_id AS userId, b.total_points AS points, b.average_attempts AS average,
  b.last_updated AS lastUpdated, b.total_correct AS totalCorrect, b.total_attempts AS totalAttempts,
  u.display_name AS username, u.wallet_address AS walletAddress,
  ${board === bwifLeaderboard ? sql`b.bwif_balance` : sql`'0'`} AS bwifBalance`;

/**
 * The next rows in rank order after `after`, by keyset: first the rest of its points
 * group (seeking along the rank index), then the groups with fewer points.
 */
function nextRows(db: Db, board: Board, season: number, after: RankedRow | null, limit: number): RankedRow[] {
  const select = (where: ReturnType<typeof sql>, rows: number) =>
    db.all<RankedRow>(sql`SELECT ${ROW_COLUMNS(board)} FROM ${board} b JOIN ${users} u ON u.id = b.user_id
      WHERE b.season = ${season} AND ${where}
      ORDER BY b.total_points DESC, b.average_attempts, b.last_updated, b.id LIMIT ${rows}`);
  if (!after) return select(sql`1 = 1`, limit);
  const sameGroup = select(
    sql`b.total_points = ${after.points} AND (b.average_attempts, b.last_updated, b.id) > (${after.average}, ${after.lastUpdated}, ${after.id})`,
    limit,
  );
  if (sameGroup.length === limit) return sameGroup;
  return [...sameGroup, ...select(sql`b.total_points < ${after.points}`, limit - sameGroup.length)];
}

const sameKeys = (a: RankedRow, b: RankedRow) => a.points === b.points && a.average === b.average && a.lastUpdated === b.lastUpdated;

function historyInsert(db: Db, history: History) {
  const placeholder = sql.placeholder;
  return db
    .insert(history)
    .values({
      weekStart: placeholder('weekStart'),
      weekEnd: placeholder('weekEnd'),
      userId: placeholder('userId'),
      rank: placeholder('rank'),
      username: placeholder('username'),
      walletAddress: placeholder('walletAddress'),
      points: placeholder('points'),
      nftsIdentified: placeholder('nftsIdentified'),
      averageAttempts: placeholder('averageAttempts'),
      dateArchived: placeholder('dateArchived'),
      ...(history === weeklyBwifLeaderboardHistory ? { bwifBalance: placeholder('bwifBalance') } : {}),
    })
    .prepare();
}

const historyInserts = perDb((db: Db) => ({
  regular: historyInsert(db, weeklyLeaderboardHistory),
  holders: historyInsert(db, weeklyBwifLeaderboardHistory),
}));

/** Competition ranks carried across chunks: equal keys share a rank (1, 2, 2, 4). */
function ranker() {
  let position = 0;
  let rank = 0;
  let previous: RankedRow | null = null;
  return (row: RankedRow) => {
    position++;
    if (!previous || !sameKeys(previous, row)) rank = position;
    previous = row;
    return rank;
  };
}

interface ArchiveRun {
  deps: ArchiveDeps;
  archive: Archive;
  chunkRows: number;
  chunksLeft: number;
}

/** Copies one season of a board into its history, a chunk per transaction; `onRow` sees every row. */
async function copyRanked(run: ArchiveRun, board: Board, history: History, onRow?: (row: RankedRow) => void): Promise<void> {
  const { deps, archive } = run;
  const rankOf = ranker();
  let last: RankedRow | null = null;
  for (;;) {
    const rows = nextRows(deps.db, board, archive.season, last, run.chunkRows);
    if (rows.length === 0) return;
    const values = rows.map((row) => ({
      weekStart: archive.weekStart,
      weekEnd: archive.weekEnd,
      userId: row.userId,
      rank: rankOf(row),
      username: row.username,
      walletAddress: row.walletAddress ?? '',
      points: row.points,
      nftsIdentified: row.totalCorrect,
      averageAttempts: averageAttempts(row.totalAttempts, row.totalCorrect),
      dateArchived: archive.archivedAt,
      ...(history === weeklyBwifLeaderboardHistory ? { bwifBalance: row.bwifBalance } : {}),
    }));
    const insert = historyInserts(deps.db)[history === weeklyLeaderboardHistory ? 'regular' : 'holders'];
    deps.db.transaction(() => values.forEach((value) => insert.run(value)));
    rows.forEach((row) => onRow?.(row));
    last = rows.at(-1)!;
    if (--run.chunksLeft === 0) throw new Error('The archive stopped half-way');
    await yieldToRequests();
  }
}

function announcedPlaces(db: Db, history: History, weekStart: string): RankedName[] {
  return db
    .select({ rank: history.rank, name: history.username, wallet: history.walletAddress, points: history.points })
    .from(history)
    .where(eq(history.weekStart, weekStart))
    .orderBy(history.rank, history.id)
    .limit(ANNOUNCED_PLACES)
    .all()
    .map((row) => ({ rank: row.rank, name: row.name || shortenAddress(row.wallet), points: row.points }));
}

/** Deletes rows in chunks, yielding between them, while `select` still finds some. */
async function deleteInChunks(db: Db, table: string, where: ReturnType<typeof sql>, chunkRows: number): Promise<void> {
  for (;;) {
    const { changes } = db.run(sql`DELETE FROM ${sql.identifier(table)} WHERE rowid IN
      (SELECT rowid FROM ${sql.identifier(table)} WHERE ${where} LIMIT ${chunkRows})`);
    if (changes === 0) return;
    await yieldToRequests();
  }
}

/** Copies a season into the week's history (redoing a copy a crash cut short), draws the raffle, marks it done. */
async function copyWeek(run: ArchiveRun): Promise<WeeklyResults> {
  const { deps, archive } = run;
  for (const history of ['weekly_leaderboard_history', 'weekly_bwif_leaderboard_history']) {
    await deleteInChunks(deps.db, history, sql`week_start = ${archive.weekStart}`, run.chunkRows);
  }
  await copyRanked(run, leaderboard, weeklyLeaderboardHistory);
  const entrants: RaffleEntrant[] = [];
  await copyRanked(run, bwifLeaderboard, weeklyBwifLeaderboardHistory, (row) => {
    if (row.points > 0 && row.walletAddress && Number(row.bwifBalance) >= deps.settings.holderMin) {
      entrants.push({ userId: row.userId, walletAddress: row.walletAddress, weight: row.points });
    }
  });
  // Holders with points this week, weighted by those points, in a fixed order for the seeded draw.
  entrants.sort((a, b) => a.userId - b.userId);
  const seed = deps.random.token(16);
  const winners = drawRaffle(entrants, seed, RAFFLE_WINNERS);
  deps.db
    .update(weeklyArchives)
    .set({ status: 'done', raffleSeed: seed, raffleEntrants: JSON.stringify(entrants), raffleWinners: JSON.stringify(winners.map((winner) => winner.userId)) })
    .where(eq(weeklyArchives.weekStart, archive.weekStart))
    .run();
  return {
    weekStart: archive.weekStart,
    weekEnd: archive.weekEnd,
    top: announcedPlaces(deps.db, weeklyLeaderboardHistory, archive.weekStart),
    holdersTop: announcedPlaces(deps.db, weeklyBwifLeaderboardHistory, archive.weekStart),
    raffle: { seed, winners: winners.map((winner) => ({ name: winner.walletAddress, walletAddress: winner.walletAddress })) },
  };
}

/** Removes the rows of ended seasons, except one whose copy is still to be finished. */
async function purgeEndedSeasons(db: Db, chunkRows: number): Promise<void> {
  const ended = sql`season < ${currentSeason(db)} AND season NOT IN (SELECT season FROM weekly_archives WHERE status = 'copying')`;
  for (const board of ['leaderboard', 'bwif_leaderboard']) await deleteInChunks(db, board, ended, chunkRows);
}

export interface ArchiveOutcome {
  weekStart: string;
  weekEnd: string;
  /** False when the week had been archived already: the boards were only reset. */
  archived: boolean;
  results: WeeklyResults | null;
}

/** One archive at a time per database, in the order asked. */
const queue = new WeakMap<Db, Promise<unknown>>();

function oneAtATime<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const next = (queue.get(db) ?? Promise.resolve()).catch(() => undefined).then(work);
  queue.set(db, next);
  return next;
}

function runOf(deps: ArchiveDeps, archive: Archive, options: ArchiveOptions): ArchiveRun {
  return { deps, archive, chunkRows: options.chunkRows ?? ARCHIVE_CHUNK_ROWS, chunksLeft: options.stopAfterChunks ?? Infinity };
}

/**
 * Archives a week: one short transaction records it and moves the boards to a new
 * season, so they look reset at once and new scores never mix with the old week; then
 * the old season is copied to the history with ranks, the raffle is drawn among holders,
 * and the old rows are deleted, chunk by chunk, without holding up other requests. A week
 * is archived at most once; archiving it again only resets the boards.
 */
export function archiveWeek(deps: ArchiveDeps, week: WeekBounds, now: Date, forced = false, options: ArchiveOptions = {}): Promise<ArchiveOutcome> {
  const bounds = { weekStart: utcDay(week.start), weekEnd: utcDay(week.end) };
  return oneAtATime(deps.db, async () => {
    const archive = deps.db.transaction(
      (tx) => {
        const already = tx.select().from(weeklyArchives).where(eq(weeklyArchives.weekStart, bounds.weekStart)).get();
        const season = startNewSeason(deps.db, now);
        if (already) return null;
        return tx
          .insert(weeklyArchives)
          .values({ ...bounds, season, status: 'copying', archivedAt: now, forced })
          .returning()
          .get();
      },
      { behavior: 'immediate' },
    );
    const results = archive ? await copyWeek(runOf(deps, archive, options)) : null;
    await purgeEndedSeasons(deps.db, options.chunkRows ?? ARCHIVE_CHUNK_ROWS);
    return { ...bounds, archived: archive !== null, results };
  });
}

/** Finishes archives a stopped process left half copied; returns their results to announce. */
export function finishInterruptedArchives(deps: ArchiveDeps, options: ArchiveOptions = {}): Promise<WeeklyResults[]> {
  return oneAtATime(deps.db, async () => {
    const unfinished = deps.db.select().from(weeklyArchives).where(eq(weeklyArchives.status, 'copying')).orderBy(asc(weeklyArchives.weekStart)).all();
    const results: WeeklyResults[] = [];
    for (const archive of unfinished) results.push(await copyWeek(runOf(deps, archive, options)));
    await purgeEndedSeasons(deps.db, options.chunkRows ?? ARCHIVE_CHUNK_ROWS);
    return results;
  });
}

/** The week of the current season's newest score on either board, or null when both are empty. */
export function weekOfLatestScore(db: Db): WeekBounds | null {
  const season = currentSeason(db);
  const row = db.get<{ latest: number | null }>(
    sql`SELECT MAX(latest) AS latest FROM (SELECT MAX(last_updated) AS latest FROM leaderboard WHERE season = ${season}
        UNION ALL SELECT MAX(last_updated) FROM bwif_leaderboard WHERE season = ${season})`,
  );
  return row?.latest ? weekOf(new Date(row.latest)) : null;
}

/**
 * The Monday job: finishes an archive a restart interrupted, then archives the boards
 * when their newest score belongs to a week that has ended (also catches up after the
 * server was down over Monday). Announces the results.
 */
export async function runWeeklyArchiveIfDue(deps: AppDeps, now: Date): Promise<ArchiveOutcome | null> {
  for (const results of await finishInterruptedArchives(deps)) await announce(deps, results);
  const scoredWeek = weekOfLatestScore(deps.db);
  if (!scoredWeek || scoredWeek.start >= weekOf(now).start) return null;
  const outcome = await archiveWeek(deps, scoredWeek, now);
  if (outcome.results) await announce(deps, outcome.results);
  return outcome;
}

export async function announce(deps: Pick<AppDeps, 'announcer' | 'logger'>, results: WeeklyResults): Promise<void> {
  try {
    await deps.announcer.weeklyResults(results);
  } catch (error) {
    deps.logger.warn({ err: error }, 'weekly results announcement failed');
  }
}

/** The admin's reset: a new, empty season at once; the old rows go in chunks. */
export function resetBoards(deps: { db: Db; now: Date }): Promise<void> {
  return oneAtATime(deps.db, async () => {
    deps.db.transaction(() => startNewSeason(deps.db, deps.now), { behavior: 'immediate' });
    await purgeEndedSeasons(deps.db, ARCHIVE_CHUNK_ROWS);
  });
}
