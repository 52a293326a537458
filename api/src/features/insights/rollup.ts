import { firstGames, insightDays, insightReturns, insightRounds, insightTallies } from '@app/db/schema/insights';
import { and, asc, eq, inArray, isNull, lte, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { lockNamed } from '@app/db/locks';
import { utcDay } from '@app/shared/rules/time';
import type { AppDeps } from '../../context';
import { dayAfter, SETTLED_AFTER_MS } from './calendar';
import { countDays, roundOf, storedDay } from './days';
import { playerIdsOf, playIn, RETURN_AFTER, roundsIn } from './play';
import { bySlices, type Slicing } from './slices';
import { AFTER_REMINDER_MS, gamesAfterReminderByDay, roundsOf } from './store';

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
 * the day (its rounds' tallies no longer needed), unless another process wrote it meanwhile.
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
    if (rounds.length) {
      await tx.delete(insightTallies).where(
        inArray(
          insightTallies.roundId,
          rounds.map(({ roundId }) => roundId),
        ),
      );
    }
  });
}

/**
 * Records the games after each rolled-up day's reminders once the last of their 2 hours has
 * settled: a reminder sent at 23:59 brings games until 01:59 the next day.
 */
async function settleGamesAfterReminder(db: Database, now: Date): Promise<void> {
  const lastSettled = dayAfter(utcDay(new Date(now.getTime() - AFTER_REMINDER_MS - SETTLED_AFTER_MS)), -1);
  const open = await db
    .select({ day: insightDays.day })
    .from(insightDays)
    .where(and(isNull(insightDays.gamesAfterReminder), lte(insightDays.day, lastSettled)))
    .orderBy(asc(insightDays.day));
  if (!open.length) return;
  const games = await gamesAfterReminderByDay(db, { from: open[0]!.day, to: open.at(-1)!.day });
  for (const { day } of open) {
    await db
      .update(insightDays)
      .set({ gamesAfterReminder: games.get(day) ?? 0 })
      .where(and(eq(insightDays.day, day), isNull(insightDays.gamesAfterReminder)));
  }
}

/**
 * Rolls up every finished day not rolled up yet, oldest first, each counted by slices that
 * yield to players between statements (processes doing it at once count the same
 * numbers, and the one that writes a day second finds it done), then records the games
 * after reminders whose hours are over. Answers how many days it went through.
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
  await settleGamesAfterReminder(db, ctx.now);
  return rolled;
}
