/**
 * The faults of a deployment under load: PostgreSQL restarted, then Redis restarted, while
 * one process with both answers 2,500 guesses a second. Each runs on a server of the bench's
 * own (the shared ones stay up). Reported: how long players got 503, how long after the
 * service was back they still did, the slowest answer, and the guesses answered 200 that
 * the record lacks (must be none).
 */
import { openDatabase, openDb } from '@app/db/client';
import { copySqliteToPostgres } from '@app/db/copy-to-postgres';
import { guesses } from '@app/db/schema/rounds';
import { startOwnPostgres, type OwnPostgres } from '@app/db/testing/own-postgres';
import { startChildServer } from '@app/api/testing/child-server';
import { freePort, TEST_SESSION_SECRET } from '@app/api/testing/harness';
import { startOwnRedis, type OwnRedis } from '@app/api/testing/own-redis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLoop, type LoadResult } from './load';
import { stop } from './midnight-setup';
import { seedPlayers, seedSessions } from './population';
import { round } from './stats';

const RATE = 2500;
const DURATION_MS = 12_000;
const FAULT_AT_MS = 3000;
const DOWN_MS = 3000;
/** One guess for each player's attempt: three requests a player, spread over the run. */
const PLAYERS = Math.ceil((RATE * DURATION_MS) / 1000 / 3);

export interface FaultRow {
  scenario: string;
  load: LoadResult;
  /** From the first 503 to the last. */
  unavailableSeconds: number;
  /** From the service's return to the last 503. */
  recoverySeconds: number;
  slowestMs: number;
  accepted: number;
  lost: number;
  budget: string;
  holds: boolean;
}

interface Fault {
  name: string;
  scenario: string;
  budget: string;
  down(): Promise<void>;
  up(): Promise<void>;
  holds(row: Omit<FaultRow, 'holds' | 'scenario' | 'budget'>): boolean;
}

interface Answer {
  player: number;
  status: number;
  /** When it was answered, from the run's start. */
  at: number;
  /** From when it was due to leave (open loop) to its answer. */
  waitedMs: number;
  attemptsUsed?: number;
}

function faults(postgres: OwnPostgres, redis: OwnRedis): Fault[] {
  return [
    {
      name: 'postgres',
      scenario: `PostgreSQL restart (down ${DOWN_MS / 1000} s) under ${RATE.toLocaleString()} guesses/s, 1 process`,
      budget: 'no guess lost; every answer < 2 s; serving within 5 s',
      down: () => postgres.stop(),
      up: () => postgres.start(),
      holds: (row) => row.lost === 0 && row.slowestMs < 2000 && row.recoverySeconds <= 5,
    },
    {
      name: 'redis',
      scenario: `Redis restart (down ${DOWN_MS / 1000} s, back empty) under ${RATE.toLocaleString()} guesses/s, 1 process`,
      budget: 'no guess lost; no guess refused',
      down: () => redis.stop(),
      up: () => redis.start(),
      holds: (row) => row.lost === 0 && row.unavailableSeconds === 0,
    },
  ];
}

/** Request `index` is attempt floor(index / PLAYERS) + 1 of player index % PLAYERS: a player's attempts 4 s apart. */
const playerOf = (index: number) => index % PLAYERS;

async function underFault(url: string, cookies: string[], fault: Fault, record: () => Promise<Set<string>>) {
  const answers: Answer[] = [];
  const started = performance.now();
  const loading = openLoop(
    {
      url: `${url}/api/game/guess`,
      method: 'POST',
      headers: (index) => ({ cookie: cookies[playerOf(index)]!, 'content-type': 'application/json' }),
      body: (index) => JSON.stringify({ guess: String(999_999_000 + index), roundId: 1 }),
      answered(index, status, body) {
        const attemptsUsed = status === 200 ? (JSON.parse(body) as { attemptsUsed: number }).attemptsUsed : undefined;
        const at = performance.now() - started;
        answers.push({ player: playerOf(index), status, at, waitedMs: at - (index * 1000) / RATE, attemptsUsed });
      },
    },
    RATE,
    DURATION_MS,
  );
  await new Promise((resolve) => setTimeout(resolve, FAULT_AT_MS));
  await fault.down();
  await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
  await fault.up();
  const backAt = performance.now() - started;
  const load = await loading;
  const refused = answers.filter((answer) => answer.status === 503).map((answer) => answer.at);
  const accepted = answers.filter((answer) => answer.status === 200);
  const stored = await record();
  const lost = accepted.filter((answer) => !stored.has(`${answer.player + 1}#${answer.attemptsUsed}`)).length;
  return {
    load,
    unavailableSeconds: refused.length ? round((Math.max(...refused) - Math.min(...refused)) / 1000, 2) : 0,
    recoverySeconds: refused.length ? round(Math.max(0, Math.max(...refused) - backAt) / 1000, 2) : 0,
    slowestMs: round(Math.max(...answers.map((answer) => answer.waitedMs)), 1),
    accepted: accepted.length,
    lost,
  };
}

/** The rows of `npm run bench -- --only faults`. */
export async function faultScenarios(): Promise<FaultRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-faults-'));
  const databasePath = join(dir, 'app.db');
  const now = new Date();
  const db = openDb(databasePath);
  await seedPlayers(db, PLAYERS, now);
  const cookies = seedSessions(db, PLAYERS, TEST_SESSION_SECRET, now);
  db.$client.close();
  const [postgres, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
  try {
    const rows: FaultRow[] = [];
    for (const fault of faults(postgres, redis)) {
      const location = { engine: 'postgres', url: postgres.url, schema: `bench_${fault.name}` } as const;
      await copySqliteToPostgres(databasePath, location);
      const env = {
        DATABASE_URL: location.url,
        DATABASE_SCHEMA: location.schema,
        REDIS_URL: redis.url,
        RATE_LIMIT_GUESSES_PER_MIN: '1000',
      };
      const server = await startChildServer(databasePath, await freePort(), { env });
      const record = async () => {
        const { database, close } = await openDatabase(location);
        const rows = await database.select({ user: guesses.userId, attempt: guesses.attemptNumber }).from(guesses);
        await close();
        return new Set(rows.map(({ user, attempt }) => `${user}#${attempt}`));
      };
      try {
        const measured = await underFault(server.url, cookies, fault, record);
        rows.push({ scenario: fault.scenario, budget: fault.budget, ...measured, holds: fault.holds(measured) });
      } finally {
        await stop(server);
      }
    }
    return rows;
  } finally {
    await Promise.all([postgres.destroy(), redis.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}
