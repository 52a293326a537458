import {
  bwifLeaderboard,
  leaderboard,
  weeklyBwifLeaderboardHistory,
  weeklyLeaderboardHistory,
} from '@app/db/schema/leaderboards';
import { periods } from '@app/db/schema/periods';
import { asc, desc, eq, gt, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { shortenAddress } from '@app/shared/rules/address';
import { xrpToDrops } from '@app/shared/rules/raffle';
import { utcDay, weekOf, type WeekBounds } from '@app/shared/rules/time';
import type { RankedName, WeeklyResults } from '@app/shared/announcements';
import type { AppDeps } from '../../context';
import { currentSeason, inNewSeason } from '../leaderboard/season';
import { chunkSizeOf, deleteInChunks, runOf, type ArchiveDeps, type ArchiveOptions, type ArchiveRun } from './chunks';
import { copyRanked } from './copy-ranked';
import { queuePerDb, type ChunkSize } from '../../storage/pacing';
import type { Period } from '../raffle/view';
import { recordCandidates } from './candidates';

export type { ArchiveOptions } from './chunks';

const ANNOUNCED_PLACES = 10;

type History = typeof weeklyLeaderboardHistory | typeof weeklyBwifLeaderboardHistory;

async function announcedPlaces(db: Database, history: History, periodId: number): Promise<RankedName[]> {
  const rows = await db
    .select({ rank: history.rank, name: history.username, wallet: history.walletAddress, points: history.points })
    .from(history)
    .where(eq(history.periodId, periodId))
    .orderBy(history.rank, history.id)
    .limit(ANNOUNCED_PLACES);
  return rows.map((row) => ({ rank: row.rank, name: row.name || shortenAddress(row.wallet), points: row.points }));
}

/**
 * Copies an archive's season into the period's history, chunk by chunk, gathering the
 * raffle's candidates on the way (after removing whatever a copy a crash cut short
 * left), and marks the archive done; the raffle is drawn later, once the ledger has
 * closed past the period's end. Returns the results to announce.
 */
async function copyWeek(run: ArchiveRun): Promise<WeeklyResults> {
  const { deps, archive } = run;
  const thisPeriod = sql`period_id = ${archive.id}`;
  for (const table of ['weekly_leaderboard_history', 'weekly_bwif_leaderboard_history', 'raffle_entrants']) {
    await deleteInChunks(deps.database, table, thisPeriod, run.chunkSize);
  }
  await copyRanked(run, leaderboard);
  await copyRanked(run, bwifLeaderboard, (tx, rows) => recordCandidates(run, tx, rows));
  await deps.database.update(periods).set({ status: 'done' }).where(eq(periods.id, archive.id));
  return {
    periodId: archive.id,
    weekStart: archive.weekStart,
    weekEnd: archive.weekEnd,
    top: await announcedPlaces(deps.database, weeklyLeaderboardHistory, archive.id),
    holdersTop: await announcedPlaces(deps.database, weeklyBwifLeaderboardHistory, archive.id),
  };
}

/** Removes the board rows of ended seasons, except those of an archive whose copy is unfinished. */
async function purgeEndedSeasons(db: Database, chunkSize: ChunkSize): Promise<void> {
  const ended = sql`season < ${await currentSeason(db)} AND season NOT IN (SELECT season FROM weekly_archives WHERE status = 'copying')`;
  for (const board of ['leaderboard', 'bwif_leaderboard']) await deleteInChunks(db, board, ended, chunkSize);
}

export interface ArchiveOutcome {
  /** The archived period; null when there was nothing to archive. */
  periodId: number | null;
  weekStart: string;
  weekEnd: string;
  /** False when neither board had a score since the last archive: nothing was archived or reset. */
  archived: boolean;
  results: WeeklyResults | null;
}

/** Archives, resets and resumes run one at a time per database, in the order asked. */
const oneAtATime = queuePerDb();

/**
 * Where a period of `week` starts: where a forced archive earlier in the week closed the
 * last one, else at the week's start.
 */
async function periodStart(db: Database, week: WeekBounds): Promise<Date> {
  const [earlier] = await db
    .select({ periodEnd: periods.periodEnd })
    .from(periods)
    .where(gt(periods.periodEnd, week.start))
    .orderBy(desc(periods.periodEnd))
    .limit(1);
  return earlier?.periodEnd && earlier.periodEnd <= week.end ? earlier.periodEnd : week.start;
}

async function archiveNow(
  deps: ArchiveDeps,
  week: WeekBounds,
  now: Date,
  forced: boolean,
  options: ArchiveOptions,
): Promise<ArchiveOutcome> {
  // A forced archive closes the period now; the Monday run closes it at the week's end.
  const periodEnd = forced ? now : new Date(week.end.getTime() + 1);
  const bounds = {
    weekStart: utcDay(await periodStart(deps.database, week)),
    weekEnd: utcDay(new Date(periodEnd.getTime() - 1)),
  };
  if (!(await weekOfLatestScore(deps.database))) return { periodId: null, ...bounds, archived: false, results: null };
  const archive = await inNewSeason(deps, now, async (tx, season): Promise<Period> => {
    const [inserted] = await tx
      .insert(periods)
      .values({
        ...bounds,
        season,
        status: 'copying',
        archivedAt: now,
        periodEnd,
        forced,
        prizeDrops: xrpToDrops(deps.settings.raffle.prizeXrp),
      })
      .returning();
    return inserted!;
  });
  const results = await copyWeek(runOf({ ctx: deps, input: { archive, options } }));
  await purgeEndedSeasons(deps.database, chunkSizeOf(options));
  return { periodId: archive.id, ...bounds, archived: true, results };
}

/** Finishes the archives a stopped process left unfinished (redoing their copy), then purges ended seasons. */
async function finishUnfinished(deps: ArchiveDeps, options: ArchiveOptions): Promise<WeeklyResults[]> {
  const unfinished = await deps.database
    .select()
    .from(periods)
    .where(eq(periods.status, 'copying'))
    .orderBy(asc(periods.weekStart));
  const results: WeeklyResults[] = [];
  for (const archive of unfinished) results.push(await copyWeek(runOf({ ctx: deps, input: { archive, options } })));
  await purgeEndedSeasons(deps.database, chunkSizeOf(options));
  return results;
}

/**
 * Archives the boards' scores as a period of `week`. One short transaction records the
 * archive and moves the boards to a new season, so they look reset at once and scores
 * made from then on count for the next period; then the old season is copied to the
 * history with ranks and the raffle's candidates, the archive is marked done, and the old
 * rows are deleted, chunk by chunk, between players' requests. A forced archive closes
 * the period early; archiving again later in the week archives what was scored since,
 * as the next period. With no score since the last archive nothing happens. Resolves
 * when all of that is done; the raffle is drawn as its own step (drawDueRaffles).
 */
export function archiveWeek({
  ctx,
  input: { week, forced = false, options = {} },
}: {
  ctx: ArchiveDeps & { now: Date };
  input: { week: WeekBounds; forced?: boolean; options?: ArchiveOptions };
}): Promise<ArchiveOutcome> {
  return oneAtATime(ctx.database, () => archiveNow(ctx, week, ctx.now, forced, options));
}

/** The week of the current season's newest score on either board, or null when both are empty. */
async function weekOfLatestScore(db: Database): Promise<WeekBounds | null> {
  const season = await currentSeason(db);
  const [row] = await db.rows<{ latest: number | null }>(
    sql`SELECT MAX(latest) AS latest FROM (SELECT MAX(last_updated) AS latest FROM leaderboard WHERE season = ${season}
        UNION ALL SELECT MAX(last_updated) FROM bwif_leaderboard WHERE season = ${season}) AS latest_scores`,
  );
  return row?.latest ? weekOf(new Date(Number(row.latest))) : null;
}

/**
 * The Monday job (also run at start-up): finishes an archive a restart interrupted, then
 * archives the boards when their newest score belongs to a week that has ended (which
 * catches up after the server was down over Monday), and announces the results. The
 * check runs in turn with other archives, so two runs never archive the same scores.
 */
export async function runWeeklyArchiveIfDue({
  ctx,
  input: options = {},
}: {
  ctx: AppDeps & { now: Date };
  input?: ArchiveOptions;
}): Promise<ArchiveOutcome | null> {
  const { now } = ctx;
  const { finished, outcome } = await oneAtATime(ctx.database, async () => {
    const finished = await finishUnfinished(ctx, options);
    const scoredWeek = await weekOfLatestScore(ctx.database);
    const due = scoredWeek !== null && scoredWeek.start < weekOf(now).start;
    return { finished, outcome: due ? await archiveNow(ctx, scoredWeek, now, false, options) : null };
  });
  for (const results of finished) await announce({ ctx, input: results });
  if (outcome?.results) await announce({ ctx, input: outcome.results });
  return outcome;
}

/** Posts a period's results through the bot; a failure is logged, never thrown. */
export async function announce({
  ctx,
  input: results,
}: {
  ctx: Pick<AppDeps, 'announcer' | 'logger'>;
  input: WeeklyResults;
}): Promise<void> {
  try {
    await ctx.announcer.weeklyResults(results);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'weekly results announcement failed');
  }
}

/** The admin's reset: a new, empty season at once; the old rows go in chunks. */
export function resetBoards({ ctx }: { ctx: Pick<AppDeps, 'database' | 'signals'> & { now: Date } }): Promise<void> {
  return oneAtATime(ctx.database, async () => {
    await inNewSeason(ctx, ctx.now, async () => undefined);
    await purgeEndedSeasons(ctx.database, chunkSizeOf({}));
  });
}
