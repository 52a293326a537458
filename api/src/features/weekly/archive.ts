import {
  bwifLeaderboard,
  leaderboard,
  weeklyArchives,
  weeklyBwifLeaderboardHistory,
  weeklyLeaderboardHistory,
} from '@app/db/schema/leaderboards';
import { asc, eq, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { shortenAddress } from '@app/shared/rules/address';
import { utcDay, weekOf, type WeekBounds } from '@app/shared/rules/time';
import type { RankedName, WeeklyResults } from '@app/shared/announcements';
import type { AppDeps } from '../../context';
import { perDb } from '../../storage/per-db';
import { currentSeason, inNewSeason } from '../leaderboard/season';
import {
  ARCHIVE_CHUNK_ROWS,
  deleteInChunks,
  runOf,
  type Archive,
  type ArchiveDeps,
  type ArchiveOptions,
  type ArchiveRun,
} from './chunks';
import { copyRanked } from './copy-ranked';
import { drawWinners, recordEntrants } from './raffle';

export type { ArchiveOptions } from './chunks';

const ANNOUNCED_PLACES = 10;

type History = typeof weeklyLeaderboardHistory | typeof weeklyBwifLeaderboardHistory;

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

/**
 * Copies an archive's season into the week's history, chunk by chunk, gathering the
 * raffle entrants on the way (after removing whatever a copy a crash cut short left),
 * draws the raffle and marks the archive done. Returns the results to announce.
 */
async function copyWeek(run: ArchiveRun): Promise<WeeklyResults> {
  const { deps, archive } = run;
  const thisWeek = sql`week_start = ${archive.weekStart}`;
  for (const table of ['weekly_leaderboard_history', 'weekly_bwif_leaderboard_history', 'weekly_raffle_entrants']) {
    await deleteInChunks(deps.db, table, thisWeek, run.chunkRows);
  }
  await copyRanked(run, leaderboard);
  await copyRanked(run, bwifLeaderboard, (rows) => recordEntrants(run, rows));
  const seed = deps.random.token(16);
  const winners = await drawWinners(run, seed);
  deps.db
    .update(weeklyArchives)
    .set({ status: 'done', raffleSeed: seed, raffleWinners: JSON.stringify(winners.map((winner) => winner.userId)) })
    .where(eq(weeklyArchives.weekStart, archive.weekStart))
    .run();
  return {
    weekStart: archive.weekStart,
    weekEnd: archive.weekEnd,
    top: announcedPlaces(deps.db, weeklyLeaderboardHistory, archive.weekStart),
    holdersTop: announcedPlaces(deps.db, weeklyBwifLeaderboardHistory, archive.weekStart),
    raffle: {
      seed,
      winners: winners.map((winner) => ({ name: winner.walletAddress, walletAddress: winner.walletAddress })),
    },
  };
}

/** Removes the board rows of ended seasons, except those of an archive whose copy is unfinished. */
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

/** The archive, reset or resume under way per database: the next one waits for it. */
const running = perDb((): { last: Promise<unknown> } => ({ last: Promise.resolve() }));

/** Runs archives (and resets, and resumes) one at a time per database, in the order asked. */
function oneAtATime<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const queue = running(db);
  const next = queue.last.catch(() => undefined).then(work);
  queue.last = next;
  return next;
}

async function archiveNow(
  deps: ArchiveDeps,
  week: WeekBounds,
  now: Date,
  forced: boolean,
  options: ArchiveOptions,
): Promise<ArchiveOutcome> {
  const bounds = { weekStart: utcDay(week.start), weekEnd: utcDay(week.end) };
  const archive = inNewSeason(deps.db, now, (season): Archive | null => {
    const already = deps.db.select().from(weeklyArchives).where(eq(weeklyArchives.weekStart, bounds.weekStart)).get();
    if (already) return null;
    return deps.db
      .insert(weeklyArchives)
      .values({ ...bounds, season, status: 'copying', archivedAt: now, forced })
      .returning()
      .get();
  });
  const results = archive ? await copyWeek(runOf(deps, archive, options)) : null;
  await purgeEndedSeasons(deps.db, options.chunkRows ?? ARCHIVE_CHUNK_ROWS);
  return { ...bounds, archived: archive !== null, results };
}

/** Finishes the archives a stopped process left unfinished (redoing their copy), then purges ended seasons. */
async function finishUnfinished(deps: ArchiveDeps, options: ArchiveOptions): Promise<WeeklyResults[]> {
  const unfinished = deps.db
    .select()
    .from(weeklyArchives)
    .where(eq(weeklyArchives.status, 'copying'))
    .orderBy(asc(weeklyArchives.weekStart))
    .all();
  const results: WeeklyResults[] = [];
  for (const archive of unfinished) results.push(await copyWeek(runOf(deps, archive, options)));
  await purgeEndedSeasons(deps.db, options.chunkRows ?? ARCHIVE_CHUNK_ROWS);
  return results;
}

/**
 * Archives a week. One short transaction records the archive and moves the boards to a
 * new season, so they look reset at once and scores made from then on count for the new
 * week; then the old season is copied to the history with ranks, the raffle is drawn
 * among its holders, the archive is marked done, and the old rows are deleted, chunk by
 * chunk, between players' requests. A week is archived at most once: archiving it again
 * only resets the boards. Resolves when all of that is done.
 */
export function archiveWeek(
  deps: ArchiveDeps,
  week: WeekBounds,
  now: Date,
  forced = false,
  options: ArchiveOptions = {},
): Promise<ArchiveOutcome> {
  return oneAtATime(deps.db, () => archiveNow(deps, week, now, forced, options));
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
 * The Monday job (also run at start-up): finishes an archive a restart interrupted, then
 * archives the boards when their newest score belongs to a week that has ended (which
 * catches up after the server was down over Monday), and announces the results. The
 * check runs in turn with other archives, so two runs never archive the same scores.
 */
export async function runWeeklyArchiveIfDue(
  deps: AppDeps,
  now: Date,
  options: ArchiveOptions = {},
): Promise<ArchiveOutcome | null> {
  const { finished, outcome } = await oneAtATime(deps.db, async () => {
    const finished = await finishUnfinished(deps, options);
    const scoredWeek = weekOfLatestScore(deps.db);
    const due = scoredWeek !== null && scoredWeek.start < weekOf(now).start;
    return { finished, outcome: due ? await archiveNow(deps, scoredWeek, now, false, options) : null };
  });
  for (const results of finished) await announce(deps, results);
  if (outcome?.results) await announce(deps, outcome.results);
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
    inNewSeason(deps.db, deps.now, () => undefined);
    await purgeEndedSeasons(deps.db, ARCHIVE_CHUNK_ROWS);
  });
}
