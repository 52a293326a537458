/**
 * npm run bench: the server under the loads that matter, each next to a bare Express
 * baseline measured with the same generator in the same run (alternating order, 3
 * repetitions, medians), plus the leaderboard's server time and the weekly archive's
 * longest stall on a large board, and the first load of both front ends in a throttled
 * Chromium. Writes bench/results.json and bench/results.md.
 *
 *   npm run bench -- [--players 100000] [--board-players 1000000] [--browser-runs 5] [--only guess,image]
 *     [--insight-players 1000000] [--daily-share 0.1] [--insight-engine postgres]   (--only insights: the admin's insights over a month)
 *     [--backup-players 1000000]   (--only backup: the whole-database backup and restore on both engines)
 *
 * Scenarios (for --only): burst, guess, leaderboard, image, board, queries, archive, postgres, workers, faults, backup, browser.
 */
import { openDb } from '@app/db/client';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveNodeFlags, startChildServer, type ChildServer } from '@app/api/testing/child-server';
import { inProcessDeps } from './in-process';
import { loadSettings } from '@app/api/settings';
import { freePort, TEST_SESSION_SECRET } from '@app/api/testing/harness';
import { measureArchiveStall } from './archive';
import { measureBoard } from './board';
import { measureFirstPaint, medianMs } from './browser';
import { closedLoop, medianOf, openLoop, type LoadResult, type Target } from './load';
import { midnightScenarios, pooled } from './midnight';
import { guessTarget, seedPlayers, seedSessions } from './population';
import { faultScenarios } from './faults';
import { postgresScenarios, schedulingScenarios, type EngineRow } from './postgres';
import { measureInsights, type InsightsEngine } from './insights';
import { measureBackups } from './backup';
import { measurePreparedQuery } from './queries';
import { median, round } from './stats';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const players = Number(option('players')) || 100_000;
const boardPlayers = Number(option('board-players')) || 1_000_000;
const browserRuns = Number(option('browser-runs')) || 5;
const insightPlayers = Number(option('insight-players')) || 1_000_000;
/** The engine the insights are measured on: SQLite in process, or a copy of its file in PostgreSQL. */
const insightEngine: InsightsEngine = option('insight-engine') === 'postgres' ? 'postgres' : 'sqlite';
/** The share of the registered players who play on a given day of the insights' month. */
const dailyShare = Number(option('daily-share')) || 0.1;
const backupPlayers = Number(option('backup-players')) || 1_000_000;
const only = option('only')?.split(',');
const runs = (scenario: string) => !only || only.includes(scenario);

const DURATION_MS = 4000;
const CONCURRENCY = 32;
const REPETITIONS = 3;
/**
 * Signed-in players, each with three attempts: enough that no guess scenario, warm-ups
 * included, runs out of fresh ones at 18,000 guesses/s. The server's population is at
 * least this many.
 */
const SESSIONS = 200_000;

interface Row {
  scenario: string;
  throughput: number;
  p50: number;
  p99: number;
  errors: number;
  baseline: string;
  ratio: number;
  budget: string;
  holds: boolean;
}

const rows: Row[] = [];

function report(row: Row): void {
  rows.push(row);
  console.log(`${row.scenario}: ${row.throughput || '-'}/s p50 ${row.p50} ms p99 ${row.p99} ms, 5xx ${row.errors}; vs ${row.baseline}: ${row.ratio}; budget ${row.budget}: ${row.holds ? 'holds' : 'MISSED'}`);
}

/**
 * Runs the scenario and its baseline alternately, REPETITIONS times each, and keeps the
 * medians. Each side runs once unmeasured first: the budgets are about a process in its
 * steady state, and a fresh one's first seconds (code not yet optimised) fell into the
 * median otherwise. The midnight scenarios measure fresh processes on purpose.
 */
async function alternate(run: () => Promise<LoadResult>, baseline: () => Promise<LoadResult>) {
  await run();
  await baseline();
  const ours: LoadResult[] = [];
  const theirs: LoadResult[] = [];
  for (let repetition = 0; repetition < REPETITIONS; repetition++) {
    if (repetition % 2 === 0) {
      ours.push(await run());
      theirs.push(await baseline());
    } else {
      theirs.push(await baseline());
      ours.push(await run());
    }
  }
  return { ours: medianOf(ours), theirs: medianOf(theirs) };
}

interface Budget {
  text: string;
  holds(ours: LoadResult, ratio: number): boolean;
}

/** A scenario against its baseline; the ratio compares throughput, or p99 for latency scenarios. */
async function compare(scenario: string, run: () => Promise<LoadResult>, baselineName: string, baseline: () => Promise<LoadResult>, budget: Budget, by: 'throughput' | 'p99' = 'throughput') {
  const { ours, theirs } = await alternate(run, baseline);
  const ratio = by === 'throughput' ? ours.throughput / theirs.throughput : ours.p99 / theirs.p99;
  const described = by === 'throughput' ? `${baselineName} (${Math.round(theirs.throughput)}/s)` : `${baselineName} (p99 ${round(theirs.p99, 2)} ms)`;
  report({
    scenario,
    throughput: Math.round(ours.throughput),
    p50: round(ours.p50, 2),
    p99: round(ours.p99, 2),
    errors: ours.serverErrors,
    baseline: described,
    ratio: round(ratio, 2),
    budget: budget.text,
    holds: ours.serverErrors === 0 && budget.holds(ours, ratio),
  });
}

async function startBare(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serveNodeFlags(), join(ROOT, 'scripts', 'bench', 'bare-server.ts')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve()));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * One midnight case against its warm burst. The production case (a pre-rendered round)
 * must stay within 150 ms and 1.5x warm; a fallback (a render, or a cold JIT, inside the
 * burst) within 150 ms, with the render done exactly once however many requests missed.
 */
function reportBurst(scenario: string, atMidnight: LoadResult, warm: LoadResult, fallback?: { renders: number; expected: number }, ratio = atMidnight.p99 / warm.p99): void {
  const withinBound = atMidnight.serverErrors === 0 && atMidnight.p99 <= 150;
  report({
    scenario,
    throughput: Math.round(atMidnight.throughput),
    p50: round(atMidnight.p50, 2),
    p99: round(atMidnight.p99, 2),
    errors: atMidnight.serverErrors,
    baseline: `same burst, warm (p99 ${round(warm.p99, 2)} ms)`,
    ratio: round(ratio, 2),
    budget: fallback ? `p99 ≤ 150 ms, ${fallback.expected} render${fallback.expected === 1 ? '' : 's'}` : 'p99 ≤ 150 ms and ≤ 1.5× warm',
    holds: fallback ? withinBound && fallback.renders === fallback.expected : withinBound && ratio <= 1.5,
  });
}

/** 1,000 players in 1 s at 00:00, each on a new connection (scripts/bench/midnight.ts). */
async function burstScenarios(): Promise<void> {
  const results = await midnightScenarios({ players, burst: 1000 });
  const { renders } = results;
  const running = {
    atMidnight: pooled(results.running.map((run) => run.atMidnight)),
    warm: pooled(results.running.map((run) => run.warm)),
  };
  // Each midnight against the warm bursts of its own process a few seconds later, the
  // median of those ratios taken: a slow moment of the machine moves one midnight's ratio,
  // where it moved the ratio of the pooled p99s from 1.08 to 3.43 between two quiet runs.
  const ratios = results.running.map((run) => run.atMidnight.p99 / run.warm.p99);
  reportBurst(
    `midnight burst, running process crosses 00:00, round pre-rendered (${results.running.length} midnights pooled; each against its own warm bursts: ${ratios.map((ratio) => round(ratio, 2)).join(', ')}, median taken; renders ${renders.running.join('/')})`,
    running.atMidnight,
    running.warm,
    undefined,
    median(ratios),
  );
  reportBurst('midnight burst, running process, image host down until 00:00 (single-flight render)', results.runningCold, running.warm, { renders: renders.runningCold, expected: 1 });
  reportBurst(`midnight burst, process started just before 00:00, pre-rendered (${renders.prerendered} renders)`, results.prerendered, results.warm, { renders: renders.prerendered, expected: 0 });
  reportBurst('midnight burst, process started after 00:00, empty image cache (single-flight render)', results.cold, results.warm, { renders: renders.cold, expected: 1 });
}

async function httpScenarios(server: ChildServer, cookies: string[]): Promise<void> {
  const bare = await startBare();
  const bareJson: Target = { url: `${bare.url}/json` };
  const maxThroughput = (target: Target) => () => closedLoop(target, CONCURRENCY, DURATION_MS);
  try {
    if (runs('guess')) {
      const sent = { count: 0 };
      const guess = () => guessTarget(server.url, cookies, sent);
      await compare('guess, max throughput', () => maxThroughput(guess())(), 'bare Express JSON', maxThroughput(bareJson), {
        text: '≥ 0.6× bare, every guess answered 200',
        holds: (ours, ratio) => ratio >= 0.6 && ours.errors === 0,
      });
      await compare('guess, 2,500/s offered', () => openLoop(guess(), 2500, 2000), 'bare Express JSON at 2,500/s', () => openLoop(bareJson, 2500, 2000), {
        text: 'p99 ≤ 15 ms, every guess answered 200',
        holds: (ours) => ours.p99 <= 15 && ours.errors === 0,
      }, 'p99');
    }
    if (runs('leaderboard')) {
      const signedIn = (path: string): Target => ({ url: server.url + path, headers: (index) => ({ cookie: cookies[index % cookies.length]! }) });
      const none = { text: '— (server time below)', holds: () => true };
      await compare('leaderboard top 50 over HTTP', maxThroughput(signedIn('/api/leaderboard?limit=50')), 'bare Express JSON', maxThroughput(bareJson), none);
      await compare('own rank over HTTP', maxThroughput(signedIn('/api/leaderboard/me')), 'bare Express JSON', maxThroughput(bareJson), none);
    }
    if (runs('image')) {
      const { imageUrl } = (await (await fetch(`${server.url}/api/game/image`, { headers: { cookie: cookies[0]! } })).json()) as { imageUrl: string };
      await compare('cached image', maxThroughput({ url: server.url + imageUrl }), 'bare Express 6 KB buffer', maxThroughput({ url: `${bare.url}/buffer` }), {
        text: '≥ 0.9× bare',
        holds: (_ours, ratio) => ratio >= 0.9,
      });
    }
  } finally {
    bare.stop();
  }
}

/** A server process on a seeded population, for the scenarios that go over HTTP. */
async function withServer(work: (server: ChildServer, cookies: string[]) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-run-'));
  const databasePath = join(dir, 'app.db');
  const now = new Date();
  const db = openDb(databasePath);
  const seedStart = performance.now();
  const population = Math.max(players, SESSIONS);
  await seedPlayers(db, population, now);
  const cookies = seedSessions(db, SESSIONS, TEST_SESSION_SECRET, now);
  db.$client.close();
  console.log(`seeded ${population.toLocaleString()} players in ${round((performance.now() - seedStart) / 1000, 1)} s`);
  const server = await startChildServer(databasePath, await freePort());
  try {
    await work(server, cookies);
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One player in ten on the holders board: the archive copies it and draws the raffle among them. */
const BOARD_HOLDER_EVERY = 10;

/** The leaderboard's server time and the weekly archive, in-process on a board of boardPlayers. */
async function boardScenarios(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-board-'));
  const settings = loadSettings({ DATABASE_PATH: join(dir, 'app.db'), LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET });
  const now = new Date();
  const { deps, db } = inProcessDeps(settings, { now: () => now });
  const seedStart = performance.now();
  await seedPlayers(db, boardPlayers, now, { holderEvery: BOARD_HOLDER_EVERY });
  console.log(`seeded a board of ${boardPlayers.toLocaleString()} players (every ${BOARD_HOLDER_EVERY}th a holder) in ${round((performance.now() - seedStart) / 1000, 1)} s`);
  const population = `${boardPlayers.toLocaleString()} players`;
  try {
    if (runs('board')) {
      const times = await measureBoard(deps, now, boardPlayers);
      const serverTime = (scenario: string, p50: number, p99: number) =>
        report({ scenario, throughput: 0, p50, p99, errors: 0, baseline: 'budget 2 ms (p50)', ratio: round(p50 / 2, 3), budget: '≤ 2 ms server time', holds: p50 <= 2 });
      serverTime(`leaderboard top 50, server time, ${population}`, times.topP50, times.topP99);
      serverTime(`own rank, server time, ${population} (index built at start in ${times.indexBuildMs} ms)`, times.ownRankP50, times.ownRankP99);
    }
    if (runs('queries')) {
      const { preparedOnce, builtPerCall } = await measurePreparedQuery(db, boardPlayers);
      const ratio = preparedOnce.p50 / builtPerCall.p50;
      report({
        scenario: `a player's board row, drizzle query prepared once (as the hot paths do), ${population}`,
        throughput: 0,
        p50: round(preparedOnce.p50, 4),
        p99: round(preparedOnce.p99, 4),
        errors: 0,
        baseline: `same query built per call (p50 ${round(builtPerCall.p50, 4)} ms)`,
        ratio: round(ratio, 2),
        budget: '≤ 0.5× built per call',
        holds: ratio <= 0.5,
      });
    }
    if (runs('archive')) {
      const { longestStallMs: stall, totalMs } = await measureArchiveStall(deps, now);
      report({ scenario: `weekly archive and reset, ${population}: longest stall (whole archive ${totalMs} ms)`, throughput: 0, p50: stall, p99: stall, errors: 0, baseline: 'budget 50 ms', ratio: round(stall / 50, 2), budget: 'no stall > 50 ms', holds: stall <= 50 });
    }
  } finally {
    await deps.database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first-load budgets of a phone, per page: the game's image painted within these (the median load), in ms. */
const FIRST_PAINT_BUDGET: Record<string, { cold: number; warm: number }> = {
  '/': { cold: 1000, warm: 600 },
  '/telegram': { cold: 800, warm: 600 },
};

/** The first screen's layout shift: Core Web Vitals rate under 0.1 good; held here under half that. */
const LAYOUT_SHIFT_BUDGET = 0.05;

/**
 * The game image's paint time on `/` and `/telegram`, cold and warm, and how far their first
 * screen moves (the browser's CLS and the image's take-over, see first-screen-shift.ts);
 * p50 is the median, p99 the slowest or worst load.
 */
async function browserScenarios(): Promise<void> {
  for (const { page, shifts, ...times } of await measureFirstPaint(browserRuns)) {
    for (const cache of ['cold', 'warm'] as const) {
      const samples = times[cache];
      const p50 = medianMs(samples);
      const budget = FIRST_PAINT_BUDGET[page]![cache];
      report({
        scenario: `${page}: game image painted, ${cache} cache, phone throttling (${samples.length} loads: ${samples.map(Math.round).join(', ')} ms)`,
        throughput: 0,
        p50,
        p99: Math.round(Math.max(...samples)),
        errors: 0,
        baseline: `budget ${budget} ms (median)`,
        ratio: round(p50 / budget, 2),
        budget: `≤ ${budget / 1000} s`,
        holds: p50 <= budget,
      });
    }
    const totals = shifts.map((shift) => shift.layout + shift.takeOver);
    const worst = Math.max(...totals);
    const parts = `browser CLS median ${round(median(shifts.map((shift) => shift.layout)), 3)}, image take-over median ${round(median(shifts.map((shift) => shift.takeOver)), 3)}`;
    report({
      scenario: `${page}: layout shift of the first screen (no unit), cold and warm (${totals.length} loads: ${totals.map((total) => round(total, 3)).join(', ')}; ${parts})`,
      throughput: 0,
      p50: round(median(totals), 3),
      p99: round(worst, 3),
      errors: 0,
      baseline: `budget < ${LAYOUT_SHIFT_BUDGET} (every load)`,
      ratio: round(worst / LAYOUT_SHIFT_BUDGET, 2),
      budget: `< ${LAYOUT_SHIFT_BUDGET}`,
      holds: worst < LAYOUT_SHIFT_BUDGET,
    });
  }
}

function writeResults(): void {
  const out = join(ROOT, 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'results.json'), JSON.stringify({ players, boardPlayers, date: new Date().toISOString(), rows }, null, 2));
  const table = [
    '| scenario | req/s | p50 ms | p99 ms | 5xx | compared with | ratio | budget | holds |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.scenario} | ${row.throughput || '—'} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.baseline} | ${row.ratio} | ${row.budget} | ${row.holds ? 'yes' : 'no'} |`),
  ].join('\n');
  writeFileSync(join(out, 'results.md'), `${table}\n`);
  console.log(`\n${table}`);
}

/** The record on PostgreSQL (one process, then two and three with Redis) against SQLite's single process. */
async function postgresRows(engineRows: EngineRow[]): Promise<void> {
  for (const row of engineRows) {
    const { ours, sqlite } = row;
    const ratio = !sqlite ? 1 : row.by === 'throughput' ? ours.throughput / sqlite.throughput : ours.p99 / sqlite.p99;
    const baseline = !sqlite
      ? 'budget'
      : row.by === 'throughput'
        ? `SQLite, 1 process (${Math.round(sqlite.throughput)}/s)`
        : `SQLite, 1 process (p99 ${round(sqlite.p99, 2)} ms)`;
    report({
      scenario: row.scenario,
      throughput: Math.round(ours.throughput),
      p50: round(ours.p50, 2),
      p99: round(ours.p99, 2),
      errors: ours.serverErrors,
      baseline,
      ratio: round(ratio, 2),
      budget: row.budget,
      holds: ours.serverErrors === 0 && row.holds(ours, ratio),
    });
  }
}

/** PostgreSQL and Redis restarted under load: seconds of 503, seconds to recover, guesses lost. */
async function faultRows(): Promise<void> {
  for (const row of await faultScenarios()) {
    report({
      scenario: `${row.scenario}: 503 for ${row.unavailableSeconds} s, serving ${row.recoverySeconds} s after it was back, slowest answer ${row.slowestMs} ms, ${row.lost} of ${row.accepted} accepted guesses lost`,
      throughput: Math.round(row.load.throughput),
      p50: round(row.load.p50, 2),
      p99: round(row.load.p99, 2),
      errors: row.load.serverErrors,
      baseline: 'budget',
      ratio: 1,
      budget: row.budget,
      holds: row.holds,
    });
  }
}

/** The budget of the insights answer's server time for 30 days, in ms (issue 32). */
const INSIGHTS_BUDGET_MS = 300;
/** The longest the insights may hold the event loop (a guess waits behind it): the weekly archive's stall budget. */
const INSIGHTS_HOLD_MS = 50;

/** The admin's insights for the last 30 days of play, in-process (SQLite, or PostgreSQL), and what they hold guesses up. */
async function insightsRows(): Promise<void> {
  const { guesses, seedSeconds, rolledDays, rollUpMs, rollUpHeld, tally, firstMs, untalliedMs, answerHeld, digest, p50, p99 } =
    await measureInsights(insightPlayers, dailyShare, insightEngine);
  console.log(`seeded ${insightPlayers.toLocaleString()} players and ${guesses.toLocaleString()} guesses in ${round(seedSeconds, 1)} s`);
  const rollUp = `${rolledDays} finished days rolled up in ${Math.round(rollUpMs)} ms, ${Math.round(rollUpMs / Math.max(1, rolledDays))} ms a day`;
  const held = (what: string, { p99: heldP99, max }: { p99: number; max: number }) =>
    `${what} held the event loop p99 ${round(heldP99, 1)} ms, longest ${round(max, 1)} ms`;
  console.log(`${held('the roll-up', rollUpHeld)}; ${held('the answers', answerHeld)}`);
  console.log(`today's first tally, the whole day so far, took ${Math.round(tally.ms)} ms; ${held('it', tally.held)}`);
  console.log(`with no tally (a day's first minutes), the same answer took ${Math.round(untalliedMs)} ms`);
  console.log(
    `the weekly digest counted ${digest.players.toLocaleString()} players of the last 7 days in ${Math.round(digest.ms)} ms; ${held('it', digest.held)}`,
  );
  report({
    scenario: `admin insights, 30 days, server time, ${insightEngine === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${insightPlayers.toLocaleString()} players, ${guesses.toLocaleString()} guesses (${rollUp}; today tallied in ${Math.round(tally.ms)} ms; first answer ${Math.round(firstMs)} ms; ${held('roll-up', rollUpHeld)}; ${held('tally', tally.held)}; ${held('answers', answerHeld)})`,
    throughput: 0,
    p50: round(p50, 1),
    p99: round(p99, 1),
    errors: 0,
    baseline: `budget ${INSIGHTS_BUDGET_MS} ms (p99)`,
    ratio: round(p99 / INSIGHTS_BUDGET_MS, 2),
    budget: `< ${INSIGHTS_BUDGET_MS} ms server time; no hold > ${INSIGHTS_HOLD_MS} ms`,
    holds: p99 < INSIGHTS_BUDGET_MS && Math.max(rollUpHeld.max, tally.held.max, answerHeld.max) <= INSIGHTS_HOLD_MS,
  });
}

/** The longest the whole-database backup may hold the event loop: the weekly archive's stall budget. */
const BACKUP_HOLD_MS = 50;

/** The whole-database backup (on the server, as it runs) and `npm run restore` (server stopped), on each engine. */
async function backupRows(): Promise<void> {
  for (const figures of await measureBackups(backupPlayers)) {
    const { engine, backupSeconds, backupHoldMs, idleHoldMs, backupMegabytes, restoreSeconds } = figures;
    report({
      scenario: `whole-database backup, ${engine}, ${backupPlayers.toLocaleString()} players: backup ${backupSeconds} s (${backupMegabytes} MB), restore ${restoreSeconds} s; longest event-loop hold while backing up (idle process as long: ${idleHoldMs} ms)`,
      throughput: 0,
      p50: backupHoldMs,
      p99: backupHoldMs,
      errors: 0,
      baseline: `budget ${BACKUP_HOLD_MS} ms`,
      ratio: round(backupHoldMs / BACKUP_HOLD_MS, 2),
      budget: `no hold > ${BACKUP_HOLD_MS} ms`,
      holds: backupHoldMs <= BACKUP_HOLD_MS,
    });
  }
}

async function main(): Promise<void> {
  if (runs('burst')) await burstScenarios();
  if (runs('postgres')) await postgresRows(await postgresScenarios(players));
  if (runs('workers')) await postgresRows(await schedulingScenarios(players));
  if (runs('faults')) await faultRows();
  if (runs('insights')) await insightsRows();
  if (runs('backup')) await backupRows();
  if (['guess', 'leaderboard', 'image'].some(runs)) await withServer(httpScenarios);
  if (['board', 'queries', 'archive'].some(runs)) await boardScenarios();
  if (runs('browser')) await browserScenarios();
  writeResults();
}

void main();
