import { insightDays, insightReturns, insightRounds } from '@app/db/schema/insights';
import { gameRounds } from '@app/db/schema/rounds';
import { nfts } from '@app/db/schema/nfts';
import { and, eq, gte, lte, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { utcDay } from '@app/shared/rules/time';
import {
  INSIGHTS_CSV_HEADERS,
  type Insights,
  type InsightsCohort,
  type InsightsCsvQuery,
  type InsightsDay,
  type InsightsQuery,
  type InsightsRound,
} from '@app/shared/schemas/insights';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { csvFile, type CsvRow } from '@app/shared/csv';
import { dayAfter } from './calendar';
import { countDays, dayOfStored, daysOf, quietDay, roundOf, type CountedDay } from './days';
import { addPlay, emptyPlay, playIn, type Play, type ReturnAfter } from './play';
import { playToday } from './tally';
import { rollUpInsights } from './rollup';
import { gamesAfterReminderByDay, remindersOptedIn, roundsOf, type DayRange } from './store';

/** The range shown when none is asked: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/** The range a query asks for, or the last 30 days up to the clock's today; a range reaching past today is refused. */
function rangeOf(query: InsightsQuery, now: Date): DayRange {
  const today = utcDay(now);
  if (!query.from || !query.to) return { from: dayAfter(today, 1 - DEFAULT_DAYS), to: today };
  if (query.to > today) {
    throw new AppError('BAD_REQUEST', `to must not be after today (${today}): days to come have no numbers`, {
      field: 'to',
    });
  }
  return { from: query.from, to: query.to };
}

/** A day column inside the range. */
const within = (column: Parameters<typeof gte>[0], { from, to }: DayRange): SQL | undefined =>
  and(gte(column, from), lte(column, to));

/** The runs of consecutive days among `days` (in order), as ranges. */
function runsOf(days: string[]): DayRange[] {
  const runs: DayRange[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && dayAfter(last.to, 1) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}

/** What the range holds: rolled-up days read as stored, the rest up to today counted from the record. */
interface RangeView {
  range: DayRange;
  today: string;
  rolled: Map<string, CountedDay>;
  /** The days up to today not rolled up (today, and any before the first round), in runs, with their play read once. */
  counted: Array<{ run: DayRange; play: Play }>;
  /** The games after a reminder, by the reminder's day: recorded once final, else counted. */
  afterReminder: Map<string, number>;
}

/** The play of runs of days counted from the record: today's from its tallies and the guesses since. */
async function playOf(db: Database, runs: DayRange[], today: string): Promise<RangeView['counted']> {
  const counted = [];
  for (const run of runs) {
    const past = { from: run.from, to: run.to === today ? dayAfter(today, -1) : run.to };
    const play = past.from <= past.to ? await playIn(db, past) : emptyPlay();
    if (run.to === today) addPlay(play, await playToday(db, today));
    counted.push({ run, play });
  }
  return counted;
}

/** The games after the reminders of runs of days, by day. */
async function gamesAfterReminderIn(db: Database, runs: DayRange[]): Promise<Map<string, number>> {
  const games = new Map<string, number>();
  for (const run of runs) for (const [day, n] of await gamesAfterReminderByDay(db, run)) games.set(day, n);
  return games;
}

async function viewOf(ctx: Ctx, range: DayRange): Promise<RangeView> {
  const today = utcDay(ctx.now);
  const stored = await ctx.database.select().from(insightDays).where(within(insightDays.day, range));
  const rolled = new Map(stored.map((row) => [row.day, dayOfStored(row)]));
  const settled = new Map(
    stored.flatMap(({ day, gamesAfterReminder }) => (gamesAfterReminder === null ? [] : [[day, gamesAfterReminder]])),
  );
  const upToToday = daysOf(range).filter((day) => day <= today);
  const [counted, unsettled] = await Promise.all([
    playOf(ctx.database, runsOf(upToToday.filter((day) => !rolled.has(day))), today),
    gamesAfterReminderIn(ctx.database, runsOf(upToToday.filter((day) => !settled.has(day)))),
  ]);
  const afterReminder = new Map([...unsettled, ...settled]);
  return { range, today, rolled, counted, afterReminder };
}

async function dayTable(db: Database, view: RangeView): Promise<InsightsDay[]> {
  const counted = new Map<string, CountedDay>();
  for (const { run, play } of view.counted) for (const day of await countDays(db, run, play)) counted.set(day.day, day);
  return daysOf(view.range).map((day) => ({
    ...(view.rolled.get(day) ?? counted.get(day) ?? quietDay(day)),
    gamesAfterReminder: view.afterReminder.get(day) ?? 0,
  }));
}

async function roundTable(db: Database, view: RangeView): Promise<InsightsRound[]> {
  const stored = await db
    .select({ row: insightRounds, day: gameRounds.day, nftId: nfts.nftId, name: nfts.name })
    .from(insightRounds)
    .innerJoin(gameRounds, eq(gameRounds.id, insightRounds.roundId))
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .where(within(gameRounds.day, view.range));
  const rounds = stored.map(({ row, day, nftId, name }) => roundOf({ ...row, day, nftId, name }));
  for (const { run, play } of view.counted) rounds.push(...(await roundsOf(db, run, play)).map(roundOf));
  return rounds.sort((a, b) => a.day.localeCompare(b.day) || a.roundId - b.roundId);
}

/** Today's play: counted with the range's when the range holds today, else counted now (a cohort may return today). */
async function todaysPlay(db: Database, view: RangeView): Promise<Play> {
  const counted = view.counted.find(({ run }) => run.to === view.today);
  return counted?.play ?? playToday(db, view.today);
}

/**
 * Each cohort of the range: its size is its day's new players; a return on a rolled-up day
 * was stored with that day, one today was counted with today's play, one still ahead is
 * null: "0 back" would read as a cohort that did not come back.
 */
async function retentionTable(db: Database, view: RangeView, days: InsightsDay[]): Promise<InsightsCohort[]> {
  const stored = await db.select().from(insightReturns).where(within(insightReturns.cohort, view.range));
  const rolled = new Map(stored.map((row) => [`${row.cohort}|${row.after}`, row.players]));
  const today = (await todaysPlay(db, view)).days.get(view.today);
  const back = (cohort: string, after: ReturnAfter) => {
    const day = dayAfter(cohort, after);
    if (day > view.today) return null;
    if (day === view.today) return today?.returns[after] ?? 0;
    return rolled.get(`${cohort}|${after}`) ?? 0;
  };
  return days.map(({ day: cohort, newPlayers }) => ({
    cohort,
    players: newPlayers,
    d1: back(cohort, 1),
    d7: back(cohort, 7),
    d30: back(cohort, 30),
  }));
}

/** The numbers of the range, every finished day rolled up first (normally done already by the daily job). */
async function tablesOf(ctx: Ctx, range: DayRange) {
  await rollUpInsights({ ctx });
  return viewOf(ctx, range);
}

/** The operator's numbers for the range: a row a day, a row a round, a row a cohort. Counts only. */
export async function getInsights({ ctx, input }: { ctx: Ctx; input: InsightsQuery }): Promise<Insights> {
  const view = await tablesOf(ctx, rangeOf(input, ctx.now));
  const days = await dayTable(ctx.database, view);
  return {
    today: view.today,
    days,
    rounds: await roundTable(ctx.database, view),
    retention: await retentionTable(ctx.database, view, days),
    remindersOptedIn: await remindersOptedIn(ctx.database),
  };
}

/** One table of the insights as a CSV file: a header row, then a row an entry, the JSON's numbers. */
export async function insightsCsv({ ctx, input }: { ctx: Ctx; input: InsightsCsvQuery }) {
  const view = await tablesOf(ctx, rangeOf(input, ctx.now));
  const { from, to } = view.range;
  return {
    filename: `insights-${input.table}-${from}-${to}.csv`,
    csv: csvFile(INSIGHTS_CSV_HEADERS[input.table], await csvRows(ctx.database, view, input.table)),
  };
}

async function csvRows(db: Database, view: RangeView, table: InsightsCsvQuery['table']): Promise<CsvRow[]> {
  if (table === 'rounds') {
    return (await roundTable(db, view)).map(({ roundId, day, nftId, name, players, wins, byAttempt, lost }) => [
      roundId,
      day,
      nftId,
      name,
      players,
      wins,
      ...byAttempt,
      lost,
    ]);
  }
  const days = await dayTable(db, view);
  if (table === 'retention') {
    return (await retentionTable(db, view, days)).map(({ cohort, players, d1, d7, d30 }) => [
      cohort,
      players,
      d1,
      d7,
      d30,
    ]);
  }
  return days.map((day) => [
    day.day,
    day.players,
    day.newPlayers,
    day.returningPlayers,
    day.guesses,
    day.wins,
    day.byPlatform.web,
    day.byPlatform.miniapp,
    day.byPlatform.xapp,
    day.adsRewarded,
    day.invitesAttributed,
    day.invitesRewarded,
    day.remindersSent,
    day.remindersBlocked,
    day.gamesAfterReminder,
  ]);
}
