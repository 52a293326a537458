import { openDatabase } from '@app/db/client';
import type { Database } from '@app/db/database';
import { and, eq } from '@app/db/orm';
import { periods } from '@app/db/schema/periods';
import { gameRounds } from '@app/db/schema/rounds';
import { nfts } from '@app/db/schema/nfts';
import { auditLog } from '@app/db/schema/settings';
import { testSchema, type TestSchema } from '@app/db/testing/postgres';
import { sign } from '@telegram-apps/init-data-node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_ADMIN_WALLET } from '../settings';
import { SHIFTED_CLOCK_SERVER, startChildServer, type ChildServer } from '../../test/child-server';
import { freePort, TestClient, WALLETS, wrongGuess } from '../../test/harness';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test/redis';

/**
 * Three server processes, as `npm start` runs them, on one PostgreSQL schema and one Redis,
 * played through in turn. Their clocks run at real speed from a Sunday evening, so the
 * scheduler's own timers reach Monday's 00:00 during the test.
 */
const MONDAY = '2026-11-23';
const BOT_TOKEN = '123456:processes-test-token';
/** Real time from the test's start to the servers' Monday 00:00: room to start three processes and play. */
const UNTIL_MIDNIGHT_MS = 40_000;
const LEASE_MS = 1500;

let schema: TestSchema;
let dir: string;
let record: Database;
let servers: ChildServer[];
const a = () => servers[0]!;
const b = () => servers[1]!;
const c = () => servers[2]!;
/** The servers' time: Sunday evening when the test starts. */
let serverTimeOffset = 0;
const serverNow = () => new Date(Date.now() + serverTimeOffset);

beforeAll(async () => {
  schema = await testSchema();
  dir = mkdtempSync(join(tmpdir(), 'bwif-processes-'));
  serverTimeOffset = Date.parse(`${MONDAY}T00:00:00Z`) - (Date.now() + UNTIL_MIDNIGHT_MS);
  const env = {
    DATABASE_URL: schema.url,
    DATABASE_SCHEMA: schema.schema,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: testRedisPrefix(),
    SCHEDULER_LEASE_MS: String(LEASE_MS),
    CLOCK_OFFSET_MS: String(serverTimeOffset),
    SEED_DEMO: 'true',
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    ADSGRAM_BLOCK_ID: 'test-block',
    RATE_LIMIT_ADS_PER_MIN: '1000',
    BACKUP_KEEP_DAYS: '0',
  };
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  // Started together: the migrations and the demo pool are applied once all the same.
  servers = await Promise.all(
    ports.map((port) => startChildServer(join(dir, 'unused.db'), port, { entry: SHIFTED_CLOCK_SERVER, env })),
  );
  ({ database: record } = await openDatabase({ engine: 'postgres', url: schema.url, schema: schema.schema }));
}, 60_000);

afterAll(async () => {
  for (const server of servers ?? []) server.process.kill('SIGTERM');
  await Promise.all((servers ?? []).map((server) => server.exited));
  await record?.close();
  await schema?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function signedIn(server: ChildServer, wallet: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.signIn(wallet);
  return client;
}

/** The same browser (its cookie) talking to another process. */
function on(server: ChildServer, player: TestClient) {
  const { cookie } = player;
  const client = new TestClient(server.url);
  return {
    get: (path: string) => client.get(path, { cookie }),
    post: (path: string, json?: unknown) => client.post(path, json, { cookie }),
  };
}

const currentRound = async (server: ChildServer) => (await new TestClient(server.url).get('/api/game/current')).body;

async function answerOf(server: ChildServer): Promise<string> {
  const { roundId } = await currentRound(server);
  const [played] = await record
    .select({ answer: nfts.nftId })
    .from(gameRounds)
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .where(eq(gameRounds.id, roundId));
  return played!.answer;
}

describe('three processes on one PostgreSQL and one Redis', () => {
  it("count a guess made on A on B's board at once", async () => {
    const alice = await signedIn(a(), WALLETS.alice);
    const { roundId } = await currentRound(a());
    const guess = await alice.post('/api/game/guess', { guess: await answerOf(a()), roundId });
    expect(guess.body).toMatchObject({ success: true, points: 10 });
    const board = (await new TestClient(b().url).get('/api/leaderboard')).body;
    expect(board).toEqual([expect.objectContaining({ walletAddress: WALLETS.alice, points: 10, rank: 1 })]);
    expect((await on(c(), alice).get('/api/leaderboard/me')).body).toMatchObject({ rank: 1, points: 10 });
  });

  it("refuse the same player's 4th attempt whichever process gets it, and count the guesses sent with it", async () => {
    const bob = await signedIn(b(), WALLETS.bob);
    const others = await Promise.all(
      servers.map((server, index) => signedIn(server, `rWith${'ABC'[index]}`.padEnd(34, 'X'))),
    );
    const { roundId } = await currentRound(a());
    const answer = await answerOf(a());
    const wrong = wrongGuess(answer);
    // Bob's guesses (six different numbers: a repeated one costs no attempt) race on every
    // process, in the same batches as the others' where they meet.
    const [sent, alongside] = await Promise.all([
      Promise.all(
        [...servers, ...servers].map((server, index) =>
          on(server, bob).post('/api/game/guess', { guess: wrongGuess(answer, index + 1), roundId }),
        ),
      ),
      Promise.all(
        servers.map((server, index) => on(server, others[index]!).post('/api/game/guess', { guess: wrong, roundId })),
      ),
    ]);
    const statuses = sent.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    expect(
      sent
        .filter((answer) => answer.status === 200)
        .map((answer) => answer.body.attemptsUsed)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(alongside.map((answer) => [answer.status, answer.body.attemptsUsed])).toEqual([
      [200, 1],
      [200, 1],
      [200, 1],
    ]);
  });

  it('give 3 of 30 simultaneous ad claims sent across the processes', async () => {
    const carol = await signedIn(c(), WALLETS.carol);
    const initData = sign({ user: { id: 4242, first_name: 'Carol' } }, BOT_TOKEN, serverNow());
    const linked = await carol.post('/api/telegram/link-wallet', { initData, walletAddress: WALLETS.carol });
    expect(linked.status).toBe(200);
    const claims = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        on(servers[index % 3]!, carol).post('/api/rewards/ad', { points: 5, platform: 'telegram' }),
      ),
    );
    expect(claims.filter((claim) => claim.status === 200)).toHaveLength(3);
    expect(claims.filter((claim) => claim.status === 429)).toHaveLength(27);
  });

  it('close B and C within a second of maintenance switched on through A', async () => {
    const admin = await signedIn(a(), DEV_ADMIN_WALLET);
    expect((await admin.post('/api/admin/maintenance/enable')).status).toBe(200);
    const closed = async () => {
      for (const server of [b(), c()]) {
        expect((await new TestClient(server.url).get('/api/game/current')).status).toBe(503);
      }
    };
    await vi.waitFor(closed, { timeout: 1000, interval: 20 });
    expect((await admin.post('/api/admin/maintenance/disable')).status).toBe(200);
  });

  it("open Monday's round once at 00:00, archive the week and draw its raffle once", async () => {
    const mondayRound = and(eq(gameRounds.day, MONDAY), eq(gameRounds.active, true));
    await vi.waitFor(
      async () => {
        expect(await record.select().from(gameRounds).where(mondayRound)).toHaveLength(1);
        const [period] = await record.select().from(periods);
        expect(period?.drawnAt).not.toBeNull();
      },
      { timeout: UNTIL_MIDNIGHT_MS + 20_000, interval: 200 },
    );
    // Every process serves that round, the ones that did not open it included.
    const rounds = await Promise.all(servers.map(async (server) => (await currentRound(server)).roundId));
    expect(new Set(rounds).size).toBe(1);
    expect(await record.select().from(periods)).toHaveLength(1);
    const draws = await record.select().from(auditLog).where(eq(auditLog.action, 'raffle.draw'));
    expect(draws).toHaveLength(1);
    const openedMonday = servers.flatMap((server) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes(`"day":"${MONDAY}"`) && /"msg":"(prepared )?round opened/.test(line)),
    );
    expect(openedMonday).toHaveLength(1);
  }, 90_000);

  it('hand the scheduled jobs to another process when the one running them is killed', async () => {
    const LEADING = 'this process now runs the scheduled jobs';
    const leader = servers.find((server) => server.output().includes(LEADING))!;
    expect(servers.filter((server) => server.output().includes(LEADING))).toHaveLength(1);
    leader.process.kill('SIGKILL');
    await leader.exited;
    const others = servers.filter((server) => server !== leader);
    await vi.waitFor(() => expect(others.some((server) => server.output().includes(LEADING))).toBe(true), {
      timeout: 3 * LEASE_MS,
      interval: 50,
    });
  }, 20_000);
});
