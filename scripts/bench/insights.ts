/**
 * The operator's insights over a month of play: `players` registered, a share of them
 * playing each of the last 30 days (today included), and the server time of the
 * insights answer for those 30 days, in-process on SQLite (or on a copy of the same file in
 * PostgreSQL), with how long each held the event loop: what a guess arriving meanwhile
 * would wait (SQLite runs in the process; PostgreSQL's work does not hold it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { openDatabase, type Db } from '@app/db/client';
import { copySqliteToPostgres } from '@app/db/copy-to-postgres';
import { sql } from '@app/db/orm';
import { testSchema } from '@app/db/testing/postgres';
import { localSignals } from '@app/api/cluster/signals';
import { buildDeps } from '@app/api/server';
import type { Settings } from '@app/api/settings';
import type { AppDeps } from '@app/api/context';
import { seedDemoNfts } from '@app/db/seed';
import { sqliteDatabase } from '@app/db/sqlite/open';
import { loadSettings } from '@app/api/settings';
import { getInsights } from '@app/api/features/insights/service';
import { rollUpInsights } from '@app/api/features/insights/rollup';
import { tallyToday } from '@app/api/features/insights/tally';
import { guesses as guessTable } from '@app/db/schema/rounds';
import { insightTallies } from '@app/db/schema/insights';
import type { Insights } from '@app/shared/schemas/insights';
import type { Database } from '@app/db/database';
import { playersIn } from '@app/api/features/insights/play';
import { TEST_SESSION_SECRET } from '@app/api/testing/harness';
import { DAY_MS } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';
import { inProcessDeps } from './in-process';
import { walletOf } from './population';
import { summarize, timeEach } from './stats';

const DAYS = 30;
const PLATFORMS = ['web', 'miniapp', 'xapp'] as const;
/**
 * Games played since today's last tally, counted by the answer itself: the scheduler tallies
 * every 10 minutes what is 2 minutes old, so at most 22 minutes of play; 4,000 games is more
 * than an hour of a day of 100,000 players.
 */
const GAMES_SINCE_TALLY = 4_000;

/** A fixed pseudo-random number in [0, 1) for a player and a day: the same month on every run. */
const chance = (player: number, day: number) => (((player * 2654435761) ^ (day * 40503)) >>> 0) / 2 ** 32;

/** A player's game: won on the 1st, 2nd or 3rd try or lost, by where `share` (0-1) falls; played where the player plays. */
function gameOf(player: number, share: number) {
  const outcome = Math.floor(share * 4); // 0-2: won on that try, 3: lost
  const attempts = outcome === 3 ? 3 : outcome + 1;
  return Array.from({ length: attempts }, (_, index) => ({
    attempt: index + 1,
    correct: index === outcome,
    platform: PLATFORMS[player % PLATFORMS.length]!,
  }));
}

/**
 * Games of today's round by players who have not played today, a minute old: the play since
 * the last tally, which the answer counts itself. Inserted on the engine measured.
 */
async function playSinceTally(db: Database, players: number, dailyShare: number, now: Date): Promise<void> {
  const [round] = await db.rows<{ id: number | string }>(sql`SELECT id FROM game_rounds WHERE day = ${utcDay(now)}`);
  const rows: Array<typeof guessTable.$inferInsert> = [];
  for (let player = 1, games = 0; player <= players && games < GAMES_SINCE_TALLY; player++) {
    if (chance(player, DAYS) < dailyShare) continue;
    games++;
    for (const { attempt, correct, platform } of gameOf(player, (games % 100) / 100)) {
      rows.push({
        userId: player,
        roundId: Number(round!.id),
        guess: correct ? '1' : `9${attempt}`,
        correct,
        attemptNumber: attempt,
        points: 0,
        timestamp: new Date(now.getTime() - 60_000),
        platform,
      });
    }
  }
  for (let from = 0; from < rows.length; from += 500) await db.insert(guessTable).values(rows.slice(from, from + 500));
}

/**
 * Users, and 30 days of games: each day a player plays with probability `dailyShare`, wins
 * on the 1st, 2nd or 3rd try or loses; a few ads, invites and reminders each day.
 */
async function seedMonth(db: Db, players: number, dailyShare: number, now: Date): Promise<number> {
  const sqlite = db.$client;
  await seedDemoNfts(sqliteDatabase(db), now);
  const nftIds = (sqlite.prepare('SELECT id FROM nfts').all() as Array<{ id: number }>).map((row) => row.id);
  const user = sqlite.prepare("INSERT INTO users (username, password, wallet_address, created_at) VALUES (?, '!', ?, ?)");
  const round = sqlite.prepare(
    'INSERT INTO game_rounds (nft_id, day, start_date, end_date, active) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  const guess = sqlite.prepare(
    'INSERT INTO guesses (user_id, round_id, guess, correct, attempt_number, points, "timestamp", platform) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const ad = sqlite.prepare(
    "INSERT INTO ad_rewards (user_id, platform, date, daily_count, \"timestamp\") VALUES (?, 'telegram', ?, 1, ?)",
  );
  const reminder = sqlite.prepare('INSERT INTO reminder_sends (user_id, day, sent_at, outcome) VALUES (?, ?, ?, ?)');
  const invite = sqlite.prepare('INSERT INTO referrals (invitee_id, inviter_id, created_at, rewarded_at) VALUES (?, ?, ?, ?)');
  let guesses = 0;
  sqlite.transaction(() => {
    for (let index = 1; index <= players; index++) user.run(`wallet:${walletOf(index)}`, walletOf(index), now.getTime());
    const today = Date.parse(utcDay(now));
    for (let back = DAYS - 1; back >= 0; back--) {
      const start = today - back * DAY_MS;
      const dayIndex = DAYS - back;
      const { id } = round.get(nftIds[dayIndex % nftIds.length], utcDay(new Date(start)), start, start + DAY_MS, back === 0 ? 1 : 0) as { id: number };
      for (let player = 1; player <= players; player++) {
        const roll = chance(player, dayIndex);
        if (roll >= dailyShare) continue;
        for (const { attempt, correct, platform } of gameOf(player, roll / dailyShare)) {
          guess.run(player, id, correct ? '1' : `9${attempt}`, correct ? 1 : 0, attempt, 0, start + 3_600_000 + attempt, platform);
          guesses++;
        }
        if (player % 50 === 0) ad.run(player, utcDay(new Date(start)), start + 7_200_000);
        if (player % 200 === 0) reminder.run(player, utcDay(new Date(start)), start + 64_800_000, player % 1000 === 0 ? 'blocked' : 'sent');
      }
      for (let invitee = dayIndex * 100; invitee < dayIndex * 100 + 50 && invitee <= players; invitee++) {
        invite.run(invitee, 1 + (invitee % 97), start + 1000, invitee % 2 === 0 ? start + 2000 : null);
      }
    }
  })();
  sqlite.exec('ANALYZE');
  return guesses;
}

export type InsightsEngine = 'sqlite' | 'postgres';

/**
 * The app's dependencies on the seeded SQLite file, or on a copy of it in a fresh
 * PostgreSQL schema (db:copy's own code); `close` ends them and drops the copy.
 */
async function depsOn(
  engine: InsightsEngine,
  settings: Settings,
  seeded: AppDeps,
  now: Date,
): Promise<{ deps: AppDeps; close: () => Promise<void> }> {
  if (engine === 'sqlite') return { deps: seeded, close: () => seeded.database.close() };
  await seeded.database.close();
  const schema = await testSchema();
  const copyStart = performance.now();
  await copySqliteToPostgres(settings.databasePath, { url: schema.url, schema: schema.schema });
  console.log(`copied to PostgreSQL in ${((performance.now() - copyStart) / 1000).toFixed(1)} s`);
  const { database, close } = await openDatabase({ engine: 'postgres', url: schema.url, schema: schema.schema });
  // As autovacuum would in time: the planner knows the month's sizes, index-only scans skip the table.
  await database.rows(sql`VACUUM ANALYZE users, game_rounds, guesses, first_games, reminder_sends`);
  const deps = buildDeps(settings, { now: () => now }, {}, { database, redis: null, signals: localSignals() });
  return {
    deps,
    close: async () => {
      await close();
      await schema.drop();
    },
  };
}

/**
 * The answer with today counted from its guesses alone (as before a day's first tally), in
 * ms; it must be the answer the tallies gave, or the bench stops.
 */
async function answerWithoutTallies(db: Database, ask: () => Promise<Insights>): Promise<number> {
  const tallied = await ask();
  await db.delete(insightTallies);
  const start = performance.now();
  const counted = await ask();
  const ms = performance.now() - start;
  if (!isDeepStrictEqual(counted, tallied)) throw new Error("today's tallies and its guesses counted alone disagree");
  return ms;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How late a 1 ms timer fired while `work` ran, in ms (p99 and the longest): what a guess
 * arriving meanwhile would wait, SQLite's statements running in this process. A timer,
 * not monitorEventLoopDelay: work that never yields would leave that with no sample.
 */
async function heldWhile<T>(work: () => Promise<T>): Promise<{ result: T; held: { p99: number; max: number } }> {
  const lateness: number[] = [];
  let running = true;
  let due = performance.now() + 1;
  const probe = () => {
    const now = performance.now();
    lateness.push(Math.max(0, now - due));
    due = now + 1;
    if (running) setTimeout(probe, 1);
  };
  setTimeout(probe, 1);
  const result = await work();
  running = false;
  await pause(2); // the probe waiting behind the work's last statement
  const { p99, max } = summarize(lateness);
  return { result, held: { p99, max } };
}

/**
 * The insights answer's server time (ms) for the last 30 days: p50 and p99 over `samples`
 * calls after a first one, once the 29 finished days are rolled up (timed too: the daily
 * job's work, each day one transaction); and the weekly digest's count of the last 7
 * finished days' players, once.
 */
export async function measureInsights(players: number, dailyShare: number, engine: InsightsEngine, samples = 5) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-insights-'));
  const settings = loadSettings({ DATABASE_PATH: join(dir, 'app.db'), LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET });
  const now = new Date();
  const seeded = inProcessDeps(settings, { now: () => now });
  const seedStart = performance.now();
  const guesses = await seedMonth(seeded.db, players, dailyShare, now);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const { deps, close } = await depsOn(engine, settings, seeded.deps, now);
  try {
    const ctx = { ...deps, now, session: null, walletHeader: null };
    // The daily job's work, done here up front: the finished days rolled up, one at a time.
    const rollStart = performance.now();
    const rollUp = await heldWhile(() => rollUpInsights({ ctx }));
    const rollUpMs = performance.now() - rollStart;
    // The scheduler's tally, run here once over the whole day so far (as on a process's first
    // tally of a day: every later one counts 10 minutes), then more play since.
    const tallyStart = performance.now();
    const tally = await heldWhile(() => tallyToday({ ctx }));
    const tallyMs = performance.now() - tallyStart;
    await playSinceTally(ctx.database, players, dailyShare, now);
    const input = { from: utcDay(new Date(now.getTime() - (DAYS - 1) * DAY_MS)), to: utcDay(now) };
    const ask = () => getInsights({ ctx, input });
    const first = (await timeEach(1, ask))[0]!;
    // Each answer on its own, the loop free between them, as between two admin requests.
    const answers = await heldWhile(async () => {
      const times: number[] = [];
      for (let sample = 0; sample < samples; sample++) {
        times.push(...(await timeEach(1, ask)));
        await pause(2);
      }
      return times;
    });
    const untallied = await answerWithoutTallies(ctx.database, ask);
    const week = { from: utcDay(new Date(now.getTime() - 7 * DAY_MS)), to: utcDay(new Date(now.getTime() - DAY_MS)) };
    const digestStart = performance.now();
    const digest = await heldWhile(() => playersIn(ctx.database, week));
    const digestMs = performance.now() - digestStart;
    return {
      guesses,
      seedSeconds,
      rolledDays: rollUp.result,
      rollUpMs,
      rollUpHeld: rollUp.held,
      tally: { ms: tallyMs, held: tally.held },
      firstMs: first,
      untalliedMs: untallied,
      answerHeld: answers.held,
      digest: { players: digest.result, ms: digestMs, held: digest.held },
      ...summarize(answers.result),
    };
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}
