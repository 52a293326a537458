/**
 * Why the hot paths prepare their drizzle queries once (per database, http/per-db.ts):
 * built per call, the same query spends most of its time in drizzle's builder and in
 * SQLite compiling the statement again. Timed in-process on the large board, for one
 * hot read: a player's row of the weekly board by season and user.
 */
import type { Db } from '@app/db/client';
import { and, eq, sql } from '@app/db/orm';
import { leaderboard } from '@app/db/schema/leaderboards';
import { seasonOf } from './population';
import { summarize, timeEach } from './stats';

const WARM_UP_CALLS = 2000;

export async function measurePreparedQuery(db: Db, players: number, samples = 20_000) {
  const season = seasonOf(db);
  const randomPlayer = () => 1 + Math.floor(Math.random() * players);
  const rowOf = (user: number | ReturnType<typeof sql.placeholder>) =>
    db.select().from(leaderboard).where(and(eq(leaderboard.season, season), eq(leaderboard.userId, user)));
  const prepared = rowOf(sql.placeholder('user')).prepare();
  const preparedOnce = () => prepared.get({ user: randomPlayer() });
  const builtPerCall = () => rowOf(randomPlayer()).get();
  await timeEach(WARM_UP_CALLS, preparedOnce);
  await timeEach(WARM_UP_CALLS, builtPerCall);
  return { preparedOnce: summarize(await timeEach(samples, preparedOnce)), builtPerCall: summarize(await timeEach(samples, builtPerCall)) };
}
