/**
 * The midnight crowd: every player opens the game within one second, each on a new TCP
 * connection, as phones do when the new round starts. The server runs in its own
 * process with its clock shifted (the API's test shifted-clock server), so its scheduler prepares the
 * next round before a midnight the benchmark chooses, and the burst lands at 00:00:
 *
 * - cold: a fresh process at 00:00 whose round images are not rendered (the image host
 *   was down at start-up), so the burst's misses share one render;
 * - pre-rendered: a fresh process that prepared the round at start-up, before midnight;
 * - warm: the same burst on that process once the image cache is warm: as many other
 *   players, each on the first visit of their day too (sessions, balance checks not yet
 *   cached), a few seconds after midnight and led up to the same way; three such
 *   bursts, pooled;
 * - running: a process kept busy by other players crosses midnight onto the round it
 *   pre-rendered (the production case), then the warm bursts: five times, on five
 *   midnights, pooled; and once with the image host down before midnight, so the
 *   round renders on demand at 00:00.
 *
 *   node --import tsx scripts/bench/midnight.ts [--players 20000] [--burst 1000]
 */
import { openDb } from '@app/db/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_SESSION_SECRET } from '@app/api/testing/harness';
import { sumOf, type LoadResult } from './load';
import { RawConnection } from './raw-http';
import { sleepUntil, startImageHost, startShifted, stop, type ImageHost } from './midnight-setup';
import { seedPlayers, seedSessions } from './population';
import { median, round, summarize } from './stats';

interface Played {
  status: number;
  /** When the last byte of the image arrived (performance.now()). */
  finished: number;
}

/** One player: the game, then its image's address, then the image, on a connection of its own. */
async function play(origin: URL, cookie: string): Promise<Played> {
  const connection = new RawConnection(origin);
  const get = (path: string) => connection.get(path, { cookie });
  try {
    const current = await get('/api/game/current');
    if (current.status >= 400) return { status: current.status, finished: performance.now() };
    const game = await get('/api/game/image');
    if (game.status >= 400) return { status: game.status, finished: performance.now() };
    const { imageUrl } = JSON.parse(game.body.toString()) as { imageUrl: string };
    const image = await get(imageUrl);
    return { status: image.status, finished: performance.now() };
  } finally {
    connection.close();
  }
}

/**
 * Each player (one per cookie) leaves on a fixed schedule spread evenly over one second
 * (open loop), opens its own TCP connection and fetches GET /api/game/current, GET
 * /api/game/image and the image; its latency runs from its scheduled start to the
 * image's last byte. `requests` counts players; `throughput` is players per second.
 */
export async function midnightCrowd(url: string, cookies: string[]): Promise<CrowdResult> {
  const windowMs = 1000;
  const origin = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  let serverErrors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let index = 0; index < cookies.length; index++) {
    const scheduled = start + (index * windowMs) / cookies.length;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const outcome = play(origin, cookies[index]!).then(
      ({ status, finished }) => {
        if (status >= 500) serverErrors++;
        if (status >= 400) errors++;
        latencies[index] = finished - scheduled;
      },
      () => {
        errors++;
        latencies[index] = performance.now() - scheduled;
      },
    );
    pending.push(outcome);
  }
  await Promise.all(pending);
  const elapsed = performance.now() - start;
  const { p50, p99 } = summarize(latencies);
  return { requests: latencies.length, errors, serverErrors, throughput: latencies.length / (elapsed / 1000), p50, p99, latencies };
}

/** A burst's figures and every player's latency (in the order they left), so several bursts can be pooled. */
export interface CrowdResult extends LoadResult {
  latencies: number[];
}

/**
 * Several bursts as one crowd: percentiles over all their players. A p99 over 1,000
 * players is the tenth slowest, so one slow moment in one burst sets it; over several
 * bursts it takes a slowdown that recurs.
 */
export function pooled(bursts: CrowdResult[]): CrowdResult {
  const latencies = bursts.flatMap((burst) => burst.latencies);
  const { p50, p99 } = summarize(latencies);
  const throughput = median(bursts.map((burst) => burst.throughput));
  const counts = { requests: sumOf(bursts, 'requests'), errors: sumOf(bursts, 'errors'), serverErrors: sumOf(bursts, 'serverErrors') };
  return { ...counts, throughput, p50, p99, latencies };
}

/** On how many midnights the production case (a running process crossing midnight) is measured. */
const REPETITIONS = 5;
/** Warm bursts after each midnight, each by players on their first visit of the day. */
const WARM_BURSTS = 3;
const DAY_MS = 86_400_000;
/**
 * Server midnights a day apart from Tuesday 17 November 2026, one per process, skipping
 * Mondays: no weekly archive runs at 00:00 in a burst (the process started before
 * Tuesday's midnight catches Monday's up at start-up, before it).
 */
const MIDNIGHTS = Array.from({ length: 10 }, (_, day) => Date.parse('2026-11-17T00:00:00Z') + day * DAY_MS)
  .filter((midnight) => new Date(midnight).getUTCDay() !== 1)
  .slice(0, 2 + REPETITIONS + 1);
/** Time for a process to start (and render at start-up) before its midnight. */
const START_MS = 8000;
/** How long a running process serves other players' bursts before its midnight. */
const WARM_UP_MS = 8000;
/**
 * The other players' bursts (a second each) go on until this long before a measured
 * burst, so the last ends just before it: a running process is busy, not idle, when the
 * day turns. Each warm burst is led up to the same way, a few seconds apart: the first
 * 100 ms after a pause run slower on this machine (after four idle seconds, p99 14-20
 * ms instead of 8-9), and the ratio must compare midnight with the same burst, not a
 * burst after a pause with bursts back to back.
 */
const BUSY_UNTIL_BEFORE_MS = 1300;
/** Warm bursts start this long after the previous measured one (which takes about 1.1 s). */
const WARM_EVERY_MS = 3000;

/** Other players' bursts until shortly before `start`, then the wait for it: a running process is busy when the day turns. */
export async function busyUntil(url: string, others: string[], start: number): Promise<void> {
  while (Date.now() < start - BUSY_UNTIL_BEFORE_MS) await midnightCrowd(url, others);
  await sleepUntil(start);
}

/** The players of the burst at 00:00, of each warm burst after it, and others who keep a running process busy during the day. */
interface Crowd {
  players: string[];
  warm: string[][];
  others: string[];
}

interface AtMidnight {
  databasePath: string;
  crowd: Crowd;
  host: ImageHost;
  midnight: number;
  /** Serve other players' bursts first: a process that has been running all day. */
  warmUp: boolean;
  /** The image host is down from start-up until midnight: no pre-render, the fallback. */
  hostDown: boolean;
}

/** A process started before its midnight (its scheduler prepares the next round at start-up), the burst at 00:00, then the warm bursts. */
async function burstAtMidnight({ databasePath, crowd, host, midnight, warmUp, hostDown }: AtMidnight) {
  const realMidnight = Date.now() + START_MS + (warmUp ? WARM_UP_MS : 0);
  host.up = !hostDown;
  const server = await startShifted(databasePath, midnight, realMidnight);
  if (Date.now() > realMidnight) throw new Error('the server was not ready before its midnight');
  const leadUpTo = (start: number) => (warmUp ? busyUntil(server.url, crowd.others, start) : sleepUntil(start));
  await leadUpTo(realMidnight);
  host.up = true;
  const before = host.fetches;
  const atMidnight = await midnightCrowd(server.url, crowd.players);
  const renders = host.fetches - before;
  const again: CrowdResult[] = [];
  for (const [index, players] of crowd.warm.entries()) {
    await leadUpTo(realMidnight + (index + 1) * WARM_EVERY_MS);
    again.push(await midnightCrowd(server.url, players));
  }
  await stop(server);
  return { atMidnight, again: pooled(again), renders };
}

export interface MidnightResults {
  /** A fresh process at 00:00 whose round images are not rendered: the burst's misses share one render. */
  cold: LoadResult;
  /** A fresh process whose scheduler prepared the round at start-up, before midnight; the burst at 00:00. */
  prerendered: LoadResult;
  /** The same burst on that process with the image cache warm, other players on their first visit: three bursts pooled. */
  warm: CrowdResult;
  /** A busy process crosses midnight onto the round it pre-rendered, then the warm bursts: one per repetition. */
  running: { atMidnight: CrowdResult; warm: CrowdResult }[];
  /** A busy process crosses midnight with nothing pre-rendered (the host was down): the round renders in the burst. */
  runningCold: LoadResult;
  /** Images the host served during each burst at 00:00, that is renders: 1 when cold, 0 when pre-rendered. */
  renders: { cold: number; prerendered: number; running: number[]; runningCold: number };
}

/** The midnight cases on a database of `players` players, `burst` of whom arrive within one second. */
export async function midnightScenarios({ players = 20_000, burst = 1000 } = {}): Promise<MidnightResults> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-midnight-'));
  const databasePath = join(dir, 'app.db');
  const host = await startImageHost();
  try {
    const db = openDb(databasePath);
    await seedPlayers(db, players, new Date(MIDNIGHTS[0]! - 12 * 3600_000));
    const sessions = seedSessions(db, (2 + WARM_BURSTS) * burst, TEST_SESSION_SECRET, new Date(MIDNIGHTS.at(-1)!));
    const slice = (index: number) => sessions.slice(index * burst, (index + 1) * burst);
    const crowd = { players: slice(0), others: slice(1), warm: Array.from({ length: WARM_BURSTS }, (_, index) => slice(2 + index)) };
    db.$client.prepare("UPDATE nfts SET image_url = ? || '/nft/' || id || '.png'").run(host.url);
    db.$client.close();

    // Cold: the host is down while the server starts just after midnight, so its start-up render fails.
    host.up = false;
    const coldServer = await startShifted(databasePath, MIDNIGHTS[0]!, Date.now() - 1000);
    host.up = true;
    const before = host.fetches;
    const cold = await midnightCrowd(coldServer.url, crowd.players);
    const coldRenders = host.fetches - before;
    await stop(coldServer);

    const at = (midnight: number, warmUp: boolean, hostDown: boolean) =>
      burstAtMidnight({ databasePath, crowd, host, midnight, warmUp, hostDown });
    const fresh = await at(MIDNIGHTS[1]!, false, false);
    const running = [];
    for (let repetition = 0; repetition < REPETITIONS; repetition++) running.push(await at(MIDNIGHTS[2 + repetition]!, true, false));
    const runningCold = await at(MIDNIGHTS[2 + REPETITIONS]!, true, true);
    return {
      cold,
      prerendered: fresh.atMidnight,
      warm: fresh.again,
      running: running.map((run) => ({ atMidnight: run.atMidnight, warm: run.again })),
      runningCold: runningCold.atMidnight,
      renders: { cold: coldRenders, prerendered: fresh.renders, running: running.map((run) => run.renders), runningCold: runningCold.renders },
    };
  } finally {
    host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const option = (name: string) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || undefined;
  const results = await midnightScenarios({ players: option('players'), burst: option('burst') });
  const brief = (result: LoadResult) => ({ p50: round(result.p50, 1), p99: round(result.p99, 1), errors: result.errors, serverErrors: result.serverErrors });
  const summary = {
    cold: brief(results.cold),
    prerendered: brief(results.prerendered),
    warm: brief(results.warm),
    prerenderedOverWarm: round(results.prerendered.p99 / results.warm.p99, 2),
    running: results.running.map((run) => ({ atMidnight: brief(run.atMidnight), warm: brief(run.warm), overWarm: round(run.atMidnight.p99 / run.warm.p99, 2) })),
    runningCold: brief(results.runningCold),
    renders: results.renders,
  };
  console.log(JSON.stringify(summary, null, 2));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
