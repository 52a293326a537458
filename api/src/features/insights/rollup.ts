import { insightDays, insightReturns, insightRounds } from '@app/db/schema/insights';
import { eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { lockNamed } from '@app/db/locks';
import { utcDay } from '@app/shared/rules/time';
import type { AppDeps } from '../../context';
import { countDays, dayAfter, roundOf, storedDay } from './days';
import { playIn } from './play';
import type { Slicing } from './slices';
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

async function isRolledUp(db: Database, day: string): Promise<boolean> {
  const [done] = await db.select({ day: insightDays.day }).from(insightDays).where(eq(insightDays.day, day));
  return done !== undefined;
}

/**
 * Rolls a finished day up, every earlier day being rolled up: its numbers, its rounds, its
 * new players' first game, and how many of the cohorts 1, 7 and 30 days old played on it.
 * Everything is counted first, by slices (a finished day's guesses no longer change), and
 * the first games recorded a few hundred a transaction; then one short transaction writes
 * the day, unless another process wrote it meanwhile.
 */
async function rollUpDay(db: Database, day: string, slicing?: Slicing): Promise<void> {
  const range = { from: day, to: day };
  const play = await playIn(db, range, slicing);
  const [counts] = await countDays(db, range, play);
  const returns: Array<typeof insightReturns.$inferInsert> = [];
  for (const after of RETURN_AFTER) {
    const cohort = dayAfter(day, -after);
    returns.push({ cohort, after, players: await returnsOn(db, cohort, day, slicing) });
  }
  const rounds = (await roundsOf(db, range, play)).map(roundOf);
  await recordFirstGames(db, day, [...(play.days.get(day)?.newPlayers ?? [])]);
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
