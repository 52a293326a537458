import { insightDays, insightReturns, insightRounds } from '@app/db/schema/insights';
import { eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { lockNamed } from '@app/db/locks';
import { utcDay } from '@app/shared/rules/time';
import type { AppDeps } from '../../context';
import { yieldToRequests } from '../../storage/pacing';
import { countDays, dayAfter, roundOf, storedDay } from './days';
import { recordFirstGames, returnsOn, roundsOf } from './store';

/** The days D1, D7 and D30 of retention look at, after a player's first game. */
const RETURN_AFTER = [1, 7, 30] as const;

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
 * Rolls a finished day up, every earlier day being rolled up: its numbers, its rounds, its
 * new players' first game, and how many of the cohorts 1, 7 and 30 days old played on it.
 */
async function rollUpDay(tx: Database, day: string): Promise<void> {
  const [counts] = await countDays(tx, { from: day, to: day });
  await recordFirstGames(tx, day);
  for (const after of RETURN_AFTER) {
    const cohort = dayAfter(day, -after);
    const players = await returnsOn(tx, cohort, day);
    await tx.insert(insightReturns).values({ cohort, after, players }).onConflictDoNothing();
  }
  for (const round of (await roundsOf(tx, { from: day, to: day })).map(roundOf)) {
    const [first, second, third] = round.byAttempt;
    const { roundId, players, wins, lost } = round;
    await tx.insert(insightRounds).values({ roundId, players, wins, first, second, third, lost }).onConflictDoNothing();
  }
  await tx.insert(insightDays).values(storedDay(counts!));
}

/**
 * Rolls up every finished day not rolled up yet, oldest first, one transaction a day
 * (processes doing it at once take turns: the second finds the day done), yielding to
 * players between days. Answers how many days it rolled up.
 */
export async function rollUpInsights({ ctx }: { ctx: Pick<AppDeps, 'database'> & { now: Date } }): Promise<number> {
  const db = ctx.database;
  const yesterday = dayAfter(utcDay(ctx.now), -1);
  let rolled = 0;
  for (let day = await nextDay(db); day !== null && day <= yesterday; day = dayAfter(day, 1)) {
    const current = day;
    await db.transaction(async (tx) => {
      await lockNamed(tx, 'insights-roll-up');
      const [done] = await tx.select({ day: insightDays.day }).from(insightDays).where(eq(insightDays.day, current));
      if (!done) await rollUpDay(tx, current);
    });
    rolled++;
    await yieldToRequests();
  }
  return rolled;
}
