import { insightTallies } from '@app/db/schema/insights';
import { eq, sql, type SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { lockNamed } from '@app/db/locks';
import { MINUTE_MS } from '@app/shared/constants';
import { PLATFORMS, type Platform } from '@app/shared/schemas/insights';
import { startOfUtcDay, utcDay } from '@app/shared/rules/time';
import type { AppDeps } from '../../context';
import { dayAfter, SETTLED_AFTER_MS } from './calendar';
import {
  addSlice,
  emptyPlay,
  gamesOf,
  inEarlierRound,
  RETURN_AFTER,
  roundsIn,
  type Play,
  type PlayedRound,
  type ReturnAfter,
  type SliceCounts,
} from './play';
import { rollUpInsights } from './rollup';
import { bySlices, type Slicing } from './slices';

/** How often the scheduler tallies today's rounds: what the answer counts itself is the guesses since. */
const TALLY_EVERY_MS = 10 * MINUTE_MS;

/** Tallies start this long after midnight, past the round's opening burst (the day's first one rolls yesterday up). */
const TALLY_FROM_MS = 10 * MINUTE_MS;

type Counts = Record<keyof SliceCounts, number>;
const COUNT_KEYS = [
  'guesses',
  'players',
  'wins',
  'first',
  'second',
  'third',
  'lost',
  'dayPlayers',
  'newPlayers',
  ...PLATFORMS,
  ...RETURN_AFTER.map((after) => `d${after}` as const),
] as const satisfies ReadonlyArray<keyof SliceCounts>;

const noCounts = (): Counts => Object.fromEntries(COUNT_KEYS.map((key) => [key, 0])) as Counts;

function added(total: Counts, rows: SliceCounts[]): Counts {
  const sum = { ...total };
  for (const row of rows) for (const key of COUNT_KEYS) sum[key] += Number(row[key] ?? 0);
  return sum;
}

/**
 * What each of a round's guesses in `inRange` adds to its counts, counted one guess at a time
 * (a player's game can span two tallies): a first attempt adds a player (and a day's player,
 * new or back after 1, 7 or 30 days, unless an earlier round of the day had them: a replaced
 * NFT), a right guess a win on its attempt, a wrong third a loss, and a player's first guess
 * on a platform that day adds them to it.
 */
function guessCounts(db: Database, round: PlayedRound, inRange: SQL): Promise<SliceCounts[]> {
  const dayPlayer = sql`g.attempt_number = 1 AND NOT ${inEarlierRound(round, sql`e.attempt_number = 1`)}`;
  const firstOnPlatform = sql`(g.attempt_number = 1 OR NOT EXISTS (SELECT 1 FROM guesses p WHERE p.round_id = g.round_id
      AND p.user_id = g.user_id AND p.attempt_number < g.attempt_number AND p.platform = g.platform))
    AND NOT ${inEarlierRound(round, sql`e.platform = g.platform`)}`;
  const count = (condition: SQL) => sql`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
  const wonOn = (attempt: number) => count(sql`g.correct AND g.attempt_number = ${attempt}`);
  const playedOn = (platform: Platform) => count(sql`g.platform = ${platform} AND ${firstOnPlatform}`);
  const cameBack = (after: ReturnAfter) => count(sql`${dayPlayer} AND f.day = ${dayAfter(round.day, -after)}`);
  return db.rows<SliceCounts>(sql`
    SELECT COUNT(*) AS guesses, ${count(sql`g.attempt_number = 1`)} AS players, ${count(sql`g.correct`)} AS wins,
      ${wonOn(1)} AS first, ${wonOn(2)} AS second, ${wonOn(3)} AS third,
      ${count(sql`g.attempt_number = 3 AND NOT g.correct`)} AS lost,
      ${count(dayPlayer)} AS "dayPlayers",
      ${count(sql`${dayPlayer} AND (f.day IS NULL OR f.day >= ${round.day})`)} AS "newPlayers",
      ${playedOn('web')} AS web, ${playedOn('miniapp')} AS miniapp, ${playedOn('xapp')} AS xapp,
      ${cameBack(1)} AS d1, ${cameBack(7)} AS d7, ${cameBack(30)} AS d30
    FROM guesses g LEFT JOIN first_games f ON g.attempt_number = 1 AND f.user_id = g.user_id
    WHERE g.round_id = ${round.id} AND ${inRange}`);
}

/** The id of the last guess made before `time` (0: none): the guesses after it are all later. */
async function lastGuessBefore(db: Database, time: number): Promise<number> {
  const [row] = await db.rows<{ id: number | string }>(
    sql`SELECT id FROM guesses WHERE "timestamp" < ${time} ORDER BY id DESC LIMIT 1`,
  );
  return Number(row?.id ?? 0);
}

/** The highest guess id (0: none). */
async function lastGuess(db: Database): Promise<number> {
  const [row] = await db.rows<{ id: number | string | null }>(sql`SELECT MAX(id) AS id FROM guesses`);
  return Number(row?.id ?? 0);
}

/** A round's guesses with an id after `after` (and up to `through`, if given), counted by slices of ids. */
async function countsSince(
  db: Database,
  round: PlayedRound,
  after: number,
  through: number | null,
  slicing?: Slicing,
): Promise<SliceCounts[]> {
  const upTo = through === null ? sql`1 = 1` : sql`g.id <= ${through}`;
  return bySlices(
    db,
    async () => ({ low: after + 1, high: through ?? (await lastGuess(db)) }),
    (inSlice) => guessCounts(db, round, sql`g.id > ${after} AND ${upTo} AND ${inSlice(sql`g.id`)}`),
    slicing,
  );
}

type Tally = typeof insightTallies.$inferSelect;

async function storedTally(db: Database, roundId: number): Promise<Tally | undefined> {
  const [tally] = await db.select().from(insightTallies).where(eq(insightTallies.roundId, roundId));
  return tally;
}

/** A stored tally's counts. */
function tallied({ roundId: _, throughGuessId: __, ...counts }: Tally): Counts {
  return counts;
}

/** A round's tally so far: stored, or none yet (counted from the last guess before its day, with a margin). */
async function tallyOf(db: Database, round: PlayedRound): Promise<{ through: number; counts: Counts; stored?: Tally }> {
  const stored = await storedTally(db, round.id);
  if (stored) return { through: stored.throughGuessId, counts: tallied(stored), stored };
  return { through: await lastGuessBefore(db, Date.parse(round.day) - SETTLED_AFTER_MS), counts: noCounts() };
}

/**
 * Adds a round's guesses up to `through` to its tally, counted first by slices, then written
 * in one short transaction unless another process tallied it meanwhile (it counted the same).
 */
async function tallyRound(db: Database, round: PlayedRound, through: number, slicing?: Slicing): Promise<void> {
  const tally = await tallyOf(db, round);
  if (through <= tally.through) return;
  const counts = added(tally.counts, await countsSince(db, round, tally.through, through, slicing));
  await db.transaction(async (tx) => {
    await lockNamed(tx, 'insights-tally');
    const latest = await storedTally(tx, round.id);
    if (latest?.throughGuessId !== tally.stored?.throughGuessId) return;
    const row = { roundId: round.id, throughGuessId: through, ...counts };
    await tx.insert(insightTallies).values(row).onConflictDoUpdate({ target: insightTallies.roundId, set: row });
  });
}

/** How long until the next tally time (every 10 minutes). */
export function untilNextTally(now: Date): number {
  return TALLY_EVERY_MS - (now.getTime() % TALLY_EVERY_MS);
}

/** Whether today's rounds are tallied at this time of day: not in the first minutes, the opening burst's. */
export function tallyDue(now: Date): boolean {
  return now.getTime() - startOfUtcDay(now).getTime() >= TALLY_FROM_MS;
}

/**
 * Tallies today's rounds up to the guesses settled by now (every earlier day rolled up first:
 * who is new or back is read from the first games they record). Run every 10 minutes by
 * the scheduler, so the insights answer counts only the last minutes' guesses itself.
 */
export async function tallyToday({
  ctx,
  input = {},
}: {
  ctx: Pick<AppDeps, 'database'> & { now: Date };
  input?: Slicing;
}): Promise<void> {
  await rollUpInsights({ ctx, input });
  const db = ctx.database;
  const today = utcDay(ctx.now);
  const through = await lastGuessBefore(db, ctx.now.getTime() - SETTLED_AFTER_MS);
  for (const round of await roundsIn(db, { from: today, to: today })) await tallyRound(db, round, through, input);
}

/**
 * Today's play: each round's tally and its guesses since; a round not tallied yet (a day's
 * first minutes) counted game by game, as a finished day is (the same numbers, in half the time).
 */
export async function playToday(db: Database, today: string): Promise<Play> {
  const play = emptyPlay();
  for (const round of await roundsIn(db, { from: today, to: today })) {
    const stored = await storedTally(db, round.id);
    const counts = stored
      ? [tallied(stored), ...(await countsSince(db, round, stored.throughGuessId, null))]
      : await gamesOf(db, round);
    for (const slice of counts) addSlice(play, round, slice);
  }
  return play;
}
