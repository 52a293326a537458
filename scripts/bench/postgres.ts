/**
 * The record on PostgreSQL, against SQLite's single process in the same run: the guess and
 * own-rank scenarios on one PostgreSQL process, then on two and three behind one port
 * (WORKERS, with Redis), and the midnight burst on three processes. Each PostgreSQL server
 * gets a copy of the SQLite file the baseline serves (db:copy's own code), so both answer
 * the same population.
 */
import { openDatabase, openDb } from '@app/db/client';
import { copySqliteToPostgres } from '@app/db/copy-to-postgres';
import { and, eq } from '@app/db/orm';
import { gameRounds } from '@app/db/schema/rounds';
import { testSchema, type TestSchema } from '@app/db/testing/postgres';
import { SHIFTED_CLOCK_SERVER, startChildServer, type ChildServer } from '@app/api/testing/child-server';
import { freePort, TEST_SESSION_SECRET } from '@app/api/testing/harness';
import { TEST_REDIS_URL, testRedisPrefix } from '@app/api/testing/redis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuUsedBy, type CpuUse } from './cpu';
import { closedLoop, medianOf, openLoop, type LoadResult, type Target } from './load';
import { busyUntil, midnightCrowd, pooled, type CrowdResult } from './midnight';
import { connectionsPerWorker, stayingPlayers } from './worker-balance';
import { sleepUntil, stop } from './midnight-setup';
import { guessTarget, seedPlayers, seedSessions } from './population';
import { round } from './stats';

export interface EngineRow {
  scenario: string;
  ours: LoadResult;
  /** SQLite's single process on the same load, in this run. */
  sqlite: LoadResult | null;
  by: 'throughput' | 'p99';
  budget: string;
  holds(ours: LoadResult, ratio: number): boolean;
}

const DURATION_MS = 4000;
const CONCURRENCY = 32;
const REPETITIONS = 3;
const SESSIONS = 100_000;
const BURST = 1000;
const DAY_MS = 86_400_000;
/** Time for three processes to start before the midnight burst's lead-up. */
const START_MS = 20_000;
/** How long other players keep the processes busy before midnight. */
const BUSY_MS = 8000;

const ownRank = (url: string, cookies: string[]): Target => ({
  url: `${url}/api/leaderboard/me`,
  headers: (index) => ({ cookie: cookies[index % cookies.length]! }),
});

/** The median of REPETITIONS runs. */
async function measured(run: () => Promise<LoadResult>): Promise<LoadResult> {
  const results: LoadResult[] = [];
  for (let repetition = 0; repetition < REPETITIONS; repetition++) results.push(await run());
  return medianOf(results);
}

/** The median of REPETITIONS runs after one unmeasured, so a fresh process's first seconds stay out. */
async function repeated(run: () => Promise<LoadResult>): Promise<LoadResult> {
  await run();
  return measured(run);
}

interface Servers {
  sqlite: ChildServer;
  postgres: (workers: number) => Promise<ChildServer>;
}

/** The CPU one request (a guess, a player at midnight) costs, in milliseconds, on the server's processes and its PostgreSQL backends. */
interface RequestCpu {
  node: number;
  postgres: number;
}

/** What one server answers under the guess and own-rank loads, and what a guess costs it in CPU. */
async function loadsOn(server: ChildServer, cookies: string[], sent: { count: number }, schema?: TestSchema) {
  const guessLoad = () => closedLoop(guessTarget(server.url, cookies, sent), CONCURRENCY, DURATION_MS);
  // Warmed up first: the pools have opened their connections, whose backends are counted.
  await guessLoad();
  const sentBefore = sent.count;
  const { value: guessMax, cpu } = await cpuUsedBy({ pid: server.process.pid!, postgres: schema }, () => measured(guessLoad));
  return {
    guessMax,
    guessCpu: perRequest(cpu, sent.count - sentBefore),
    guessAt2500: await repeated(() => openLoop(guessTarget(server.url, cookies, sent), 2500, 2000)),
    ownRank: await repeated(() => closedLoop(ownRank(server.url, cookies), CONCURRENCY, DURATION_MS)),
  };
}

/** CPU seconds over `requests` served, as milliseconds each. */
const perRequest = (cpu: CpuUse, requests: number): RequestCpu => ({
  node: (cpu.node * 1000) / requests,
  postgres: (cpu.postgres * 1000) / requests,
});

const cpuText = ({ node, postgres }: RequestCpu) =>
  postgres > 0 ? `${round(node + postgres, 2)} ms, ${round(node, 2)} in Node + ${round(postgres, 2)} in PostgreSQL` : `${round(node, 2)} ms`;

async function throughputRows(servers: Servers, schema: TestSchema, cookies: string[]): Promise<EngineRow[]> {
  const sqlite = await loadsOn(servers.sqlite, cookies, { count: 0 });
  await stop(servers.sqlite);
  const rows: EngineRow[] = [];
  const postgresSent = { count: 0 };
  for (const workers of [1, 2, 3]) {
    const server = await servers.postgres(workers);
    const loads = await loadsOn(server, cookies, postgresSent, schema);
    await stop(server);
    const setup = workers === 1 ? 'PostgreSQL, 1 process' : `PostgreSQL + Redis, ${workers} processes on one port`;
    rows.push(
      {
        scenario: `guess, max throughput, ${setup} (CPU a guess: ${cpuText(loads.guessCpu)}; SQLite's ${cpuText(sqlite.guessCpu)})`,
        ours: loads.guessMax,
        sqlite: sqlite.guessMax,
        by: 'throughput',
        budget: workers === 1 ? '≥ 0.4× SQLite' : '— (2 cores: reported)',
        holds: (ours, ratio) => ours.errors === 0 && (workers > 1 || ratio >= 0.4),
      },
      {
        scenario: `guess, 2,500/s offered, ${setup}`,
        ours: loads.guessAt2500,
        sqlite: sqlite.guessAt2500,
        by: 'p99',
        budget: workers === 1 ? 'p99 ≤ 25 ms' : '— (reported)',
        holds: (ours) => ours.errors === 0 && (workers > 1 || ours.p99 <= 25),
      },
      {
        scenario: `own rank over HTTP, ${setup}`,
        ours: loads.ownRank,
        sqlite: sqlite.ownRank,
        by: 'throughput',
        budget: '— (reported)',
        holds: (ours) => ours.serverErrors === 0,
      },
    );
  }
  return rows;
}

/**
 * The day after tomorrow's midnight (later than the round the other servers opened today),
 * or the day after when that is a Monday's: the weekly archive runs then, and the burst
 * measures the daily crowd, as the SQLite midnight does.
 */
function burstMidnight(): number {
  const dayAfterTomorrow = Math.floor(Date.now() / DAY_MS) * DAY_MS + 2 * DAY_MS;
  return new Date(dayAfterTomorrow).getUTCDay() === 1 ? dayAfterTomorrow + DAY_MS : dayAfterTomorrow;
}

/** One midnight on three processes: the burst, its CPU, how often the round was opened, and how the staying players' connections were split. */
interface ThreeProcessMidnight {
  burst: CrowdResult;
  cpu: CpuUse;
  opened: number;
  /** The staying players' connections each process held at 00:00, most first. */
  split: number[];
}

/** Players who keep their connection open through the lead-up to midnight (a tab left open between guesses). */
const STAYING = 300;

/**
 * 1,000 players within one second at 00:00 on three processes that served other players
 * before it, the round prepared before it by whichever leads. Meanwhile STAYING players
 * arrive and keep their connections open; at 00:00 each process's share of them is counted.
 * `scheduling` is Node's cluster policy: 'none' (each process accepts its own connections,
 * the server's default) or 'rr' (the primary hands them out in turn).
 */
async function midnightOnThreeProcesses(
  databasePath: string,
  schema: TestSchema,
  cookies: string[],
  scheduling: 'none' | 'rr' = 'none',
): Promise<ThreeProcessMidnight> {
  const midnight = burstMidnight();
  const day = new Date(midnight).toISOString().slice(0, 10);
  const realMidnight = Date.now() + START_MS + BUSY_MS;
  const server = await startChildServer(databasePath, await freePort(), {
    entry: SHIFTED_CLOCK_SERVER,
    env: { ...postgresEnv(schema, 3), CLOCK_OFFSET_MS: String(midnight - realMidnight), NODE_CLUSTER_SCHED_POLICY: scheduling },
  });
  await sleepUntil(realMidnight - BUSY_MS);
  // Processes that have served players all day, as in production: other players until just before 00:00.
  const [staying] = await Promise.all([
    stayingPlayers(server.url, cookies.slice(0, STAYING), STAYING, BUSY_MS / 2),
    busyUntil(server.url, cookies.slice(-2 * BURST, -BURST), realMidnight),
  ]);
  const split = connectionsPerWorker(server.process.pid!, staying);
  const { value: burst, cpu } = await cpuUsedBy({ pid: server.process.pid!, postgres: schema }, () =>
    midnightCrowd(server.url, cookies.slice(-BURST)),
  );
  for (const connection of staying) connection.close();
  await stop(server);
  const { database, close } = await openDatabase({ engine: 'postgres', url: schema.url, schema: schema.schema });
  const opened = await database
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.day, day), eq(gameRounds.active, true)));
  await close();
  return { burst, cpu, opened: opened.length, split };
}

const MIDNIGHT_BUDGET = 'p99 ≤ 150 ms, round opened once';

async function midnightRow(databasePath: string, schema: TestSchema, cookies: string[]): Promise<EngineRow> {
  const { burst, cpu, opened } = await midnightOnThreeProcesses(databasePath, schema, cookies);
  return {
    scenario: `midnight burst, ${BURST} players in 1 s, PostgreSQL + Redis, 3 processes (round opened ${opened}×; CPU a player: ${cpuText(perRequest(cpu, BURST))})`,
    ours: burst,
    sqlite: null,
    by: 'p99',
    budget: MIDNIGHT_BUDGET,
    holds: (ours) => ours.serverErrors === 0 && ours.p99 <= 150 && opened === 1,
  };
}

function postgresEnv(schema: TestSchema, workers: number): Record<string, string> {
  return {
    DATABASE_URL: schema.url,
    DATABASE_SCHEMA: schema.schema,
    WORKERS: String(workers),
    ...(workers > 1 ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: testRedisPrefix() } : {}),
    RATE_LIMIT_GUESSES_PER_MIN: '1000',
  };
}

/** Waits until every one of `workers` processes said it serves. */
async function allServing(server: ChildServer, workers: number): Promise<ChildServer> {
  while ((server.output().match(/"msg":"Serving /g) ?? []).length < workers) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/** A SQLite file of `players` players with SESSIONS signed in, copied into a fresh PostgreSQL schema, for `use`. */
async function withPopulation<T>(
  players: number,
  use: (databasePath: string, schema: TestSchema, cookies: string[]) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-postgres-'));
  const databasePath = join(dir, 'app.db');
  const now = new Date();
  const db = openDb(databasePath);
  await seedPlayers(db, Math.max(players, SESSIONS), now);
  const cookies = seedSessions(db, SESSIONS, TEST_SESSION_SECRET, now);
  db.$client.close();
  const schema = await testSchema();
  const copyStart = performance.now();
  await copySqliteToPostgres(databasePath, { url: schema.url, schema: schema.schema });
  console.log(`copied ${Math.max(players, SESSIONS).toLocaleString()} players to PostgreSQL in ${round((performance.now() - copyStart) / 1000, 1)} s`);
  try {
    return await use(databasePath, schema, cookies);
  } finally {
    await schema.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PostgreSQL rows of `npm run bench -- --only postgres`, on `players` players. */
export function postgresScenarios(players: number): Promise<EngineRow[]> {
  return withPopulation(players, async (databasePath, schema, cookies) => {
    const servers: Servers = {
      sqlite: await startChildServer(databasePath, await freePort(), { env: { RATE_LIMIT_GUESSES_PER_MIN: '1000' } }),
      postgres: async (workers) =>
        allServing(await startChildServer(databasePath, await freePort(), { env: postgresEnv(schema, workers) }), workers),
    };
    return [...(await throughputRows(servers, schema, cookies)), await midnightRow(databasePath, schema, cookies)];
  });
}

/** Midnights measured for each cluster policy, alternating. */
const SCHEDULING_REPETITIONS = 3;

/**
 * `npm run bench -- --only workers`: the midnight burst on three processes under each of
 * Node's two cluster policies, alternating, SCHEDULING_REPETITIONS midnights each (the
 * bursts pooled), with the largest share of the staying players' connections any one
 * process held. The budget: the midnight's, and no process above half the connections.
 */
export function schedulingScenarios(players: number): Promise<EngineRow[]> {
  return withPopulation(players, async (databasePath, schema, cookies) => {
    const policies = { none: 'each process accepts its own connections', rr: 'the primary hands connections out in turn' } as const;
    const midnights = { none: [] as ThreeProcessMidnight[], rr: [] as ThreeProcessMidnight[] };
    for (let repetition = 0; repetition < SCHEDULING_REPETITIONS; repetition++) {
      for (const policy of ['none', 'rr'] as const) {
        midnights[policy].push(await midnightOnThreeProcesses(databasePath, schema, cookies, policy));
      }
    }
    return (['none', 'rr'] as const).map((policy): EngineRow => {
      const measured = midnights[policy];
      const largestShare = Math.max(...measured.map(({ split }) => split[0]! / Math.max(1, sumOf(split))));
      const splits = measured.map(({ split }) => split.join('/')).join(', ');
      const cpu = perRequest(
        { node: sumBy(measured, ({ cpu }) => cpu.node), postgres: sumBy(measured, ({ cpu }) => cpu.postgres) },
        BURST * measured.length,
      );
      const openedOnce = measured.every(({ opened }) => opened === 1);
      return {
        scenario: `midnight burst, 3 processes, ${policies[policy]} ('${policy}'; ${measured.length} midnights pooled; ${STAYING} staying players' connections split ${splits}; CPU a player: ${cpuText(cpu)})`,
        ours: pooled(measured.map(({ burst }) => burst)),
        sqlite: null,
        by: 'p99',
        budget: `${MIDNIGHT_BUDGET}, no process above half the connections`,
        holds: (ours) => ours.serverErrors === 0 && ours.p99 <= 150 && openedOnce && largestShare <= 0.5,
      };
    });
  });
}

const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);
const sumBy = <T>(items: T[], value: (item: T) => number) => sumOf(items.map(value));
