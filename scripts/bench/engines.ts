/**
 * The record's two engines under a guess's writes, through the same Database handle the
 * services use: an insert into guesses and an upsert of the player's board row, one
 * transaction each, CONCURRENCY at a time for DURATION_MS. Prints throughput and latency
 * per engine and PostgreSQL's ratio to SQLite's in this run.
 *
 *   node --import tsx scripts/bench/engines.ts  (PostgreSQL: TEST_DATABASE_URL, else 127.0.0.1:5432/test)
 */
import { sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { leaderboard } from '@app/db/schema/leaderboards';
import { nfts } from '@app/db/schema/nfts';
import { gameRounds, guesses } from '@app/db/schema/rounds';
import { users } from '@app/db/schema/users';
import { openTestDatabase } from '@app/db/testing/databases';
import { summarize } from './stats';

const DURATION_MS = 4000;
const CONCURRENCY = 32;
const PLAYERS = 50_000;
/** PostgreSQL connections: node-postgres's default pool. */
const POOL_SIZE = 10;

/** Players, a round and its NFT: every transaction then writes a fresh player's first guess. */
async function seed(db: Database): Promise<void> {
  const at = new Date();
  await db.transaction(async (tx) => {
    for (let first = 0; first < PLAYERS; first += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({ username: `p${first + i}`, password: '!', createdAt: at }));
      await tx.insert(users).values(rows);
    }
    await tx.insert(nfts).values({ nftId: '7', name: 'n', imageUrl: 'demo:x', dateAdded: at });
    await tx.insert(gameRounds).values({ nftId: 1, day: '2026-11-25', startDate: at, endDate: at });
  });
}

function guessWrites(db: Database, userId: number): Promise<void> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx.insert(guesses).values({ userId, roundId: 1, guess: '7', correct: true, attemptNumber: 1, points: 10, timestamp: now });
    await tx
      .insert(leaderboard)
      .values({ userId, totalPoints: 10, totalCorrect: 1, totalAttempts: 1, lastUpdated: now })
      .onConflictDoUpdate({
        target: [leaderboard.season, leaderboard.userId],
        set: { totalPoints: sql`${leaderboard.totalPoints} + excluded.total_points`, lastUpdated: sql`excluded.last_updated` },
      });
  });
}

async function measure(db: Database) {
  let next = 1;
  const latencies: number[] = [];
  const until = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < until && next <= PLAYERS) {
      const started = performance.now();
      await guessWrites(db, next++);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const { p50, p99 } = summarize(latencies);
  return { perSecond: Math.round(latencies.length / seconds), p50, p99 };
}

const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
for (const engine of ['sqlite', 'postgres'] as const) {
  const opened = await openTestDatabase(engine, POOL_SIZE);
  try {
    await seed(opened.database);
    results[engine] = await measure(opened.database);
  } finally {
    await opened.close();
  }
  const { perSecond, p50, p99 } = results[engine]!;
  console.log(`${engine}: ${perSecond} guess transactions/s, p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`);
}
console.log(`PostgreSQL / SQLite throughput: ${(results.postgres!.perSecond / results.sqlite!.perSecond).toFixed(2)}`);
