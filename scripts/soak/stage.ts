/**
 * The soak's stage: a PostgreSQL and a Redis of its own, a TCP proxy between the game and
 * PostgreSQL (to stall it), seeded players, and the game with WORKERS=3 on a shifted clock
 * whose midnight falls inside the run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { openDb } from '@app/db/client';
import { copySqliteToPostgres } from '@app/db/copy-to-postgres';
import { startOwnPostgres, type OwnPostgres } from '@app/db/testing/own-postgres';
import { startTcpProxy, type TcpProxy } from '@app/db/testing/tcp-proxy';
import { SHIFTED_CLOCK_SERVER, startChildServer, type ChildServer } from '@app/api/testing/child-server';
import { freePort, TEST_SESSION_SECRET } from '@app/api/testing/harness';
import { startOwnRedis, type OwnRedis } from '@app/api/testing/own-redis';
import { seedPlayers, seedSessions } from '../bench/population';

const DAY_MS = 24 * 3600 * 1000;
const SCHEMA = 'soak';

export interface Stage {
  postgres: OwnPostgres;
  /** The game's way to PostgreSQL. */
  proxy: TcpProxy;
  redis: OwnRedis;
  game: ChildServer;
  /** The record as the soak reads it: straight to PostgreSQL, past the proxy. */
  record: { engine: 'postgres'; url: string; schema: string };
  cookies: string[];
  /** When (Date.now()) the game's clock reads midnight. */
  midnightAt: number;
  close(): Promise<void>;
}

/** The midnight the game's shifted clock will reach: the next one at least half a day away. */
const nextMidnight = () => Math.ceil((Date.now() + DAY_MS / 2) / DAY_MS) * DAY_MS;

/** Seeds `players` signed-in players in a SQLite file and copies it into PostgreSQL; answers their cookies. */
async function seed(postgres: OwnPostgres, players: number, now: Date): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'soak-seed-'));
  const path = join(folder, 'app.db');
  try {
    const db = openDb(path);
    await seedPlayers(db, players, now, { holderEvery: 4 });
    const cookies = seedSessions(db, players, TEST_SESSION_SECRET, now);
    db.$client.close();
    await copySqliteToPostgres(path, { url: postgres.url, schema: SCHEMA });
    return cookies;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Sets the stage; the game's midnight comes `midnightInMs` after the game starts (about: its
 * start takes seconds). The clock's shift is set once the players are seeded, however long
 * that took, so the midnight falls where the run expects it.
 */
export async function setStage(players: number, midnightInMs: number): Promise<Stage> {
  const [postgres, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
  const proxy = await startTcpProxy(postgres.port);
  const midnight = nextMidnight();
  const cookies = await seed(postgres, players, new Date(midnight - midnightInMs));
  const proxied = new URL(postgres.url);
  proxied.port = String(proxy.port);
  const midnightAt = Date.now() + midnightInMs;
  const env = {
    WORKERS: '3',
    DATABASE_URL: proxied.toString(),
    DATABASE_SCHEMA: SCHEMA,
    REDIS_URL: redis.url,
    CLOCK_OFFSET_MS: String(midnight - midnightAt),
    RATE_LIMIT_GUESSES_PER_MIN: '1000000',
    IMAGE_FETCH_ALLOW_PRIVATE: 'true',
  };
  const unused = join(tmpdir(), `soak-unused-${process.pid}.db`);
  const game = await startChildServer(unused, await freePort(), { entry: SHIFTED_CLOCK_SERVER, env });
  return {
    postgres,
    proxy,
    redis,
    game,
    record: { engine: 'postgres', url: postgres.url, schema: SCHEMA },
    cookies,
    midnightAt,
    async close() {
      game.process.kill('SIGTERM');
      await game.exited;
      await Promise.all([proxy.close(), postgres.destroy(), redis.stop()]);
      rmSync(unused, { force: true });
    },
  };
}

/**
 * The game's server processes now: the primary and its workers, the node processes among
 * its children (the TypeScript loader's compiler service is a child too, of another program).
 */
export function gamePids(game: ChildServer): number[] {
  const primary = game.process.pid!;
  const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(primary)], { encoding: 'utf8' });
  const workers = children
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, program]) => program === basename(process.execPath));
  return [primary, ...workers.map(([pid]) => Number(pid))];
}

/** The resident memory of the game's processes together, in MB. */
export function residentMb(game: ChildServer): number {
  const pids = gamePids(game).join(',');
  const kilobytes = execFileSync('ps', ['-o', 'rss=', '-p', pids], { encoding: 'utf8' });
  return Math.round(
    kilobytes
      .split('\n')
      .filter(Boolean)
      .reduce((sum, line) => sum + Number(line), 0) / 1024,
  );
}
