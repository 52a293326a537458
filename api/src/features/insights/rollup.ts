import { firstGames, insightDays, insightReturns, insightRounds } from '@app/db/schema/insights';
import { eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { lockNamed } from '@app/db/locks';
import { utcDay } from '@app/shared/rules/time';
import type { AppDeps } from '../../context';
import { dayAfter } from './calendar';
import { countDays, roundOf, storedDay } from './days';
import { playerIdsOf, playIn, RETURN_AFTER, roundsIn } from './play';
import { bySlices, type Slicing } from './slices';
import { roundsOf } from './store';

/** The first day not rolled up yet: the day after the last one, or the first round's day; null before any round. */
async function nextDay(db: Database): Promise<string | null> {
  const [last] = await db.rows<{ day: string | null }>(sql`SELECT MAX(day) AS day FROM insight_days`);
  if (last?.day) return dayAfter(last.day, 1);
  const [first] = await db.rows<{ day: string | null }>(
    sql`SELECT MIN(day) AS day FROM game_rounds WHERE NOT prepared`,
  );
  return first?.day ?? null;
}

/**
 * Records `day` as the first game of the day's new players: every player of its rounds
 * with no first game recorded yet (days are rolled up in order), by slices of the rounds'
 * players (read from guesses_round_player_idx alone), one short statement a slice; twice
 * changes nothing.
 */
async function recordFirstGames(db: Database, day: string, slicing?: Slicing) {
  for (const round of await roundsIn(db, { from: day, to: day })) {
    await bySlices(
      db,
      () => playerIdsOf(db, round.id),
      (inSlice) =>
        db
          .oneStatement((one) =>
            one
              .insert(firstGames)
              .select(
                sql`SELECT g.user_id, CAST(${day} AS TEXT) FROM guesses g
                WHERE g.round_id = ${round.id} AND g.attempt_number = 1 AND ${inSlice(sql`g.user_id`)}`,
              )
              .onConflictDoNothing(),
          )
          .then(() => []),
      slicing,
    );
  }
}

async function isRolledUp(db: Database, day: string): Promise<boolean> {
  const [done] = await db.select({ day: insightDays.day }).from(insightDays).where(eq(insightDays.day, day));
  return done !== undefined;
}

/**
 * Rolls a finished day up, every earlier day being rolled up: its numbers, its rounds, its
 * new players' first game, and how many of the cohorts 1, 7 and 30 days old played on it.
 * Everything is counted first, by slices (a finished day's guesses no longer change), and
 * the first games recorded a slice a statement; then one short transaction writes
 * the day, unless another process wrote it meanwhile.
 */
async function rollUpDay(db: Database, day: string, slicing?: Slicing): Promise<void> {
  const range = { from: day, to: day };
  const play = await playIn(db, range, slicing);
  const [counts] = await countDays(db, range, play);
  const returned = play.days.get(day)?.returns;
  const returns = RETURN_AFTER.map((after) => ({
    cohort: dayAfter(day, -after),
    after,
    players: returned?.[after] ?? 0,
  }));
  const rounds = (await roundsOf(db, range, play)).map(roundOf);
  await recordFirstGames(db, day, slicing);
  await db.transaction(async (tx) => {
    await lockNamed(tx, 'insights-roll-up');
    if (await isRolledUp(tx, day)) return;
    await tx.insert(insightReturns).values(returns).onConflictDoNothing();
    for (const { roundId, players, wins, byAttempt, lost } of rounds) {
      const [first, second, third] = byAttempt;
      await tx
        .insert(insightRounds)
        .values({ roundId, players, wins, first, second, third, lost })
        .onConflictDoNothing();
    }
    await tx.insert(insightDays).values(storedDay(counts!));
  });
}

/**
 * Rolls up every finished day not rolled up yet, oldest first, each counted by slices that
 * yield to players between statements (processes doing it at once count the same
 * numbers, and the one that writes a day second finds it done). Answers how many days it went through.
 */
export async function rollUpInsights({
  ctx,
  input = {},
}: {
  ctx: Pick<AppDeps, 'database'> & { now: Date };
  input?: Slicing;
}): Promise<number> {
  const db = ctx.database;
  const yesterday = dayAfter(utcDay(ctx.now), -1);
  let rolled = 0;
  for (let day = await nextDay(db); day !== null && day <= yesterday; day = dayAfter(day, 1)) {
    if (!(await isRolledUp(db, day))) await rollUpDay(db, day, input);
    rolled++;
  }
  return rolled;
}
