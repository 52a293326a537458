/**
 * npm run bench: the server under the loads that matter, each next to a bare Express
 * baseline measured with the same generator in the same run (alternating order, 3
 * repetitions, medians). Writes bench/results.json and bench/results.md.
 *
 *   node --import tsx scripts/bench/run.ts [--players 100000]
 */
import { openDb } from '@app/db/client';
import { weekOf } from '@app/shared/rules/time';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { archiveWeek } from '../../api/src/features/weekly/archive';
import { startChildServer } from '../../api/src/resilience/child-server';
import { buildDeps } from '../../api/src/server';
import { loadSettings } from '../../api/src/settings';
import { freePort, TEST_SESSION_SECRET } from '../../api/test/harness';
import { closedLoop, openLoop, type LoadResult, type Target } from './load';
import { seedPlayers, seedSessions } from './population';
import { median, round } from './stats';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const players = Number(process.argv[process.argv.indexOf('--players') + 1]) || 100_000;
const DURATION_MS = 4000;
const CONCURRENCY = 32;
const REPETITIONS = 3;

interface Row {
  scenario: string;
  throughput: number;
  p50: number;
  p99: number;
  errors: number;
  baseline: string;
  ratio: number;
}

const rows: Row[] = [];

function medianOf(results: LoadResult[]): LoadResult {
  const pick = (key: keyof LoadResult) => median(results.map((result) => result[key]));
  return { requests: pick('requests'), errors: pick('errors'), serverErrors: pick('serverErrors'), throughput: pick('throughput'), p50: pick('p50'), p99: pick('p99') };
}

/** Runs scenario and baseline alternately; the ratio compares throughput (or p99 for latency scenarios). */
async function compare(name: string, run: () => Promise<LoadResult>, baselineName: string, baseline: () => Promise<LoadResult>, by: 'throughput' | 'p99' = 'throughput') {
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
  const [a, b] = [medianOf(ours), medianOf(theirs)];
  const ratio = by === 'throughput' ? a.throughput / b.throughput : a.p99 / b.p99;
  rows.push({ scenario: name, throughput: Math.round(a.throughput), p50: round(a.p50, 2), p99: round(a.p99, 2), errors: a.serverErrors, baseline: baselineName, ratio: round(ratio, 2) });
  console.log(`${name}: ${Math.round(a.throughput)}/s p50 ${round(a.p50, 2)} ms p99 ${round(a.p99, 2)} ms, 5xx ${a.serverErrors}; ${baselineName} ${Math.round(b.throughput)}/s p99 ${round(b.p99, 2)} ms; ratio ${round(ratio, 2)}`);
}

async function startBare(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'bench', 'bare-server.ts')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve()));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** The midnight crowd: each player opens the game and its image within one second. */
async function midnightBurst(url: string, cookies: string[]): Promise<LoadResult> {
  const target: Target = { url: `${url}/api/game/current`, headers: (index) => ({ cookie: cookies[index % cookies.length]! }) };
  const image: Target = { url: `${url}/api/game/image`, headers: target.headers };
  const [current, images] = await Promise.all([openLoop(target, cookies.length, 1000), openLoop(image, cookies.length, 1000)]);
  return { ...images, serverErrors: current.serverErrors + images.serverErrors, errors: current.errors + images.errors };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-run-'));
  const databasePath = join(dir, 'app.db');
  const now = new Date();
  const db = openDb(databasePath);
  const seedStart = performance.now();
  seedPlayers(db, players, now);
  const cookies = seedSessions(db, Math.min(players, 20_000), TEST_SESSION_SECRET, now);
  db.$client.close();
  console.log(`seeded ${players.toLocaleString()} players in ${round((performance.now() - seedStart) / 1000, 1)} s`);

  const server = await startChildServer(databasePath, await freePort());
  const bare = await startBare();
  const guessTarget = (offset: number): Target => ({
    url: `${server.url}/api/game/guess`,
    method: 'POST',
    // Three wrong guesses per player, each request a new attempt of some player.
    headers: (index) => ({ cookie: cookies[(offset + Math.floor(index / 3)) % cookies.length]!, 'content-type': 'application/json' }),
    body: () => JSON.stringify({ guess: '999999999', roundId: 1 }),
  });
  try {
    const burstCookies = cookies.slice(0, 1000);
    const cold = await midnightBurst(server.url, burstCookies);
    const warm = await midnightBurst(server.url, burstCookies);
    rows.push({ scenario: 'midnight burst, 1,000 players in 1 s (cold image cache)', throughput: Math.round(cold.throughput), p50: round(cold.p50, 2), p99: round(cold.p99, 2), errors: cold.serverErrors, baseline: 'same burst, warm cache (p99)', ratio: round(cold.p99 / warm.p99, 2) });
    console.log(`midnight burst: cold p99 ${round(cold.p99, 2)} ms, warm p99 ${round(warm.p99, 2)} ms`);

    const bareJson: Target = { url: `${bare.url}/json` };
    let offset = 1000;
    await compare('guess, max throughput', () => closedLoop(guessTarget((offset += 4000)), CONCURRENCY, DURATION_MS), 'bare Express JSON', () => closedLoop(bareJson, CONCURRENCY, DURATION_MS));
    await compare('guess, 2,500/s offered (p99)', () => openLoop(guessTarget((offset += 4000)), 2500, 2000), 'bare Express JSON at 2,500/s (p99)', () => openLoop(bareJson, 2500, 2000), 'p99');
    await compare('leaderboard top 50', () => closedLoop({ url: `${server.url}/api/leaderboard?limit=50` }, CONCURRENCY, DURATION_MS), 'bare Express JSON', () => closedLoop(bareJson, CONCURRENCY, DURATION_MS));
    const imageUrl = await (await fetch(`${server.url}/api/game/image`, { headers: { cookie: cookies[0]! } })).json() as { imageUrl: string };
    await compare('cached image', () => closedLoop({ url: server.url + imageUrl.imageUrl }, CONCURRENCY, DURATION_MS), 'bare Express 6 KB buffer', () => closedLoop({ url: `${bare.url}/buffer` }, CONCURRENCY, DURATION_MS));
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
    bare.stop();
  }

  const settings = loadSettings({ DATABASE_PATH: databasePath, LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET });
  const deps = buildDeps(settings, { now: () => now }, {});
  const archiveStart = performance.now();
  archiveWeek(deps, weekOf(now), now, true);
  const stall = performance.now() - archiveStart;
  rows.push({ scenario: `weekly archive and reset, ${players.toLocaleString()} players`, throughput: 0, p50: round(stall, 1), p99: round(stall, 1), errors: 0, baseline: 'budget 50 ms stall', ratio: round(stall / 50, 2) });
  console.log(`weekly archive: one ${round(stall, 1)} ms stall`);
  deps.db.$client.close();
  rmSync(dir, { recursive: true, force: true });
  writeResults();
}

function writeResults(): void {
  const out = join(ROOT, 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'results.json'), JSON.stringify({ players, date: new Date().toISOString(), rows }, null, 2));
  const table = [
    '| scenario | req/s | p50 ms | p99 ms | 5xx | compared with | ratio |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.scenario} | ${row.throughput || '—'} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.baseline} | ${row.ratio} |`),
  ].join('\n');
  writeFileSync(join(out, 'results.md'), `${table}\n`);
  console.log(`\n${table}`);
}

void main();
