import { openDatabase, type OpenedDatabase } from '@app/db/client';
import { eq } from '@app/db/orm';
import { gameRounds, guesses } from '@app/db/schema/rounds';
import { nfts } from '@app/db/schema/nfts';
import { users } from '@app/db/schema/users';
import { startOwnPostgres, type OwnPostgres } from '@app/db/testing/own-postgres';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startChildServer, type ChildServer } from '../../test/child-server';
import { freePort, TestClient, type TestResponse } from '../../test/harness';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test/redis';
import { startTcpProxy, type TcpProxy } from '@app/db/testing/tcp-proxy';
import { FIRST_SCREEN_ELEMENT_ID } from '@app/shared/schemas/first-screen';

/**
 * The faults of a real deployment's database, on a PostgreSQL server of this file's own
 * (the shared one must stay up for the other tests) behind a proxy of its own: stopped and
 * started again, stalled, its connections ended. Players keep playing throughout; the game
 * answers every request quickly, recovers by itself, and keeps every answered guess once.
 */
const TIMEOUTS = { connect: 1000, poolWait: 1000, statement: 1000 };
/** The longest a request may take while the database is away (the bound). */
const OUTAGE_ANSWER_MS = 2000;
/**
 * A stalled statement is given up on a second after the server should have cancelled it,
 * after a wait for a connection at most; with a moment's slack for this busy machine.
 */
const STALL_ANSWER_MS = TIMEOUTS.poolWait + TIMEOUTS.statement + 1000 + 500;
const RECOVERY_MS = 5000;
const PLAYERS = 16;
/** Each player guesses on one of this many of their requests: their three attempts span the fault. */
const GUESS_EVERY = 20;
/** Each player opens the game's page (its first screen written in) on one of this many of their requests. */
const PAGE_EVERY = 4;

let postgres: OwnPostgres;
let proxy: TcpProxy;
let dir: string;
let server: ChildServer | undefined;
let record: OpenedDatabase | undefined;

beforeAll(async () => {
  postgres = await startOwnPostgres();
  proxy = await startTcpProxy(postgres.port);
  dir = mkdtempSync(join(tmpdir(), 'bwif-db-outage-'));
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  await postgres?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await record?.close();
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGKILL');
    await server.exited;
  }
  server = record = undefined;
});

/** The game on its own schema of the test server, through the proxy; WORKERS=3 with the shared Redis. */
async function startGame(schema: string, workers = 1, timeouts = TIMEOUTS): Promise<ChildServer> {
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${proxy.port}/postgres`;
  const started = await startChildServer(join(dir, 'unused.db'), port, {
    env: {
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      // More connections than the players keep busy: some are idle when the server ends them.
      DATABASE_POOL_SIZE: '12',
      DATABASE_CONNECT_TIMEOUT_MS: String(timeouts.connect),
      DATABASE_POOL_WAIT_MS: String(timeouts.poolWait),
      DATABASE_STATEMENT_TIMEOUT_MS: String(timeouts.statement),
      SEED_DEMO: 'true',
      ...(workers > 1 && { WORKERS: String(workers), REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: testRedisPrefix() }),
    },
  });
  record = await openDatabase({ engine: 'postgres', url, schema });
  return started;
}

interface Answer {
  path: string;
  status: number;
  ms: number;
  code?: string;
  retryAfter: string | null;
  wallet: string;
  attemptsUsed?: number;
}

/** Players on the game, each guessing now and then and reading their day between guesses. */
class Players {
  readonly answers: Answer[] = [];
  private running = true;
  private readonly done: Promise<void>[] = [];

  constructor(
    private readonly clients: Array<{ client: TestClient; wallet: string }>,
    private readonly roundId: number,
    private readonly answer: string,
  ) {}

  start(): void {
    this.done.push(...this.clients.map((player, index) => this.play(player, index)));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.done);
  }

  private async play({ client, wallet }: { client: TestClient; wallet: string }, index: number): Promise<void> {
    let tries = 0;
    while (this.running) {
      const guessing = tries % GUESS_EVERY === index % GUESS_EVERY;
      const guess = String(Number(this.answer) + 1 + index * 10 + tries);
      if (guessing)
        await this.timed(wallet, '/api/game/guess', () =>
          client.post('/api/game/guess', { guess, roundId: this.roundId }),
        );
      else if ((tries + index) % PAGE_EVERY === 0) await this.timed(wallet, '/', () => client.get('/'));
      else await this.timed(wallet, '/api/me', () => client.get('/api/me'));
      tries++;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }

  private async timed(wallet: string, path: string, send: () => Promise<TestResponse>): Promise<void> {
    const started = performance.now();
    const response = await send().catch(() => null);
    this.answers.push({
      path,
      wallet,
      status: response?.status ?? 0,
      ms: performance.now() - started,
      code: response?.body?.error?.code,
      retryAfter: response?.headers.get('retry-after') ?? null,
      attemptsUsed: response?.status === 200 ? response.body.attemptsUsed : undefined,
    });
  }

  since(moment: number): Answer[] {
    return this.answers.slice(moment);
  }
}

const wallet = (index: number) => `rFau1t${'ABCDEFGHJKLMNPQRSTUV'[index]}`.padEnd(34, 'X');

async function playersOn(game: ChildServer): Promise<Players> {
  const clients = await Promise.all(
    Array.from({ length: PLAYERS }, async (_, index) => {
      const client = new TestClient(game.url);
      await client.signIn(wallet(index));
      return { client, wallet: wallet(index) };
    }),
  );
  const { roundId } = (await clients[0]!.client.get('/api/game/current')).body;
  const [played] = await record!.database
    .select({ answer: nfts.nftId })
    .from(gameRounds)
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .where(eq(gameRounds.id, roundId));
  return new Players(clients, roundId, played!.answer);
}

/** Waits until a signed-in request answers 200 again; answers how long that took. */
async function recovery(game: ChildServer, client: TestClient): Promise<number> {
  const started = performance.now();
  await vi.waitFor(async () => expect((await client.get('/api/me')).status).toBe(200), {
    timeout: RECOVERY_MS + 2000,
    interval: 50,
  });
  expect(game.process.exitCode).toBeNull();
  return performance.now() - started;
}

/** Every guess answered 200 is in the record exactly once, and nobody has a 4th attempt. */
async function expectGuessesKept(players: Players): Promise<void> {
  const stored = await record!.database
    .select({ wallet: users.walletAddress, attempt: guesses.attemptNumber })
    .from(guesses)
    .innerJoin(users, eq(users.id, guesses.userId));
  const keys = stored.map(({ wallet: address, attempt }) => `${address}#${attempt}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect(Math.max(...stored.map(({ attempt }) => attempt))).toBeLessThanOrEqual(3);
  const accepted = players.answers.filter((answer) => answer.path === '/api/game/guess' && answer.status === 200);
  expect(accepted.length).toBeGreaterThan(0);
  for (const answer of accepted) expect(keys).toContain(`${answer.wallet}#${answer.attemptsUsed}`);
}

/** While the database is away: every answer in time, and every refusal the game's 503 with Retry-After. */
function expectQuickRefusals(answers: Answer[], withinMs: number): void {
  expect(answers.length).toBeGreaterThan(PLAYERS);
  expect(answers.filter((answer) => answer.status === 0)).toEqual([]);
  expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(withinMs);
  const pages = answers.filter((answer) => answer.path === '/');
  expect(pages.length).toBeGreaterThan(0);
  // The page is never refused: past the deadline it is the plain one, whose app asks the API.
  expect(pages.filter((page) => page.status !== 200)).toEqual([]);
  const refused = answers.filter((answer) => answer.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) expect(answer).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', retryAfter: '5' });
  expect(answers.filter((answer) => ![200, 409, 503].includes(answer.status))).toEqual([]);
}

const linesWith = (game: ChildServer, words: string) =>
  game
    .output()
    .split('\n')
    .filter((line) => line.includes(words)).length;

const DOWN = 'the database does not answer';
const BACK = 'the database answers again';

describe('PostgreSQL stopped and started under play', () => {
  it.each([1, 3])(
    'WORKERS=%i: every request answered within 2 s, served again within 5 s, no process down, no guess lost',
    async (workers) => {
      server = await startGame(`restart_${workers}`, workers);
      const players = await playersOn(server);
      players.start();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await postgres.stop();
      const outageStart = players.answers.length;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const outage = players.since(outageStart);
      await postgres.start();
      const recovered = await recovery(server, new TestClient(server.url));
      await new Promise((resolve) => setTimeout(resolve, 500));
      await players.stop();

      expectQuickRefusals(outage, OUTAGE_ANSWER_MS);
      expect(recovered).toBeLessThan(RECOVERY_MS);
      await expectGuessesKept(players);
      expect(server.process.exitCode).toBeNull();
      expect(server.output()).not.toContain('a server process died');
      // One line when it went and one when it came back, per process, not one per request.
      expect(linesWith(server, DOWN)).toBeGreaterThanOrEqual(1);
      expect(linesWith(server, DOWN)).toBeLessThanOrEqual(workers);
      expect(linesWith(server, BACK)).toBeLessThanOrEqual(workers);
      expect(linesWith(server, 'unhandled error')).toBe(0);
    },
    // Three processes start slowly on a busy two-core machine.
    120_000,
  );
});

describe('PostgreSQL stalled, with the default timeouts', () => {
  const DEFAULTS = { connect: 2000, poolWait: 2000, statement: 5000 };

  it('answers every request within 3 s: the request deadline is kept by the client', async () => {
    server = await startGame('stalled_defaults', 1, DEFAULTS);
    const players = await playersOn(server);
    players.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    proxy.stall();
    const stallStart = players.answers.length;
    // Longer than the 5 s statement timeout the server would enforce, were it not frozen.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const stalled = players.since(stallStart);
    proxy.resume();
    await recovery(server, new TestClient(server.url));
    await players.stop();

    expectQuickRefusals(stalled, 3000);
    await expectGuessesKept(players);
  }, 60_000);

  it("serves a player's game page within 3 s: its reads share one deadline, past which the page is the plain one", async () => {
    server = await startGame('stalled_page', 1, DEFAULTS);
    const player = new TestClient(server.url);
    await player.signIn(wallet(0));
    expect((await player.get('/')).text).toContain(FIRST_SCREEN_ELEMENT_ID);

    proxy.stall();
    const started = performance.now();
    const page = await player.get('/');
    const ms = performance.now() - started;
    // Whether a practice page's round exists cannot be read: the page, whose app asks the API.
    const practice = await player.get('/archive/1');
    proxy.resume();

    // Each of the page's reads (the player's language, then their first screen) would wait 6 s.
    expect(ms).toBeLessThan(3000);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(FIRST_SCREEN_ELEMENT_ID);
    expect(practice.status).toBe(200);
    await recovery(server, player);
    expect((await player.get('/')).text).toContain(FIRST_SCREEN_ELEMENT_ID);
  }, 60_000);
});

describe('a process started while PostgreSQL is down', () => {
  it('waits for it, saying so once, and serves once it is back', async () => {
    await postgres.stop();
    const triedBefore = proxy.accepted;
    const starting = startGame('late');
    try {
      await vi.waitFor(() => expect(proxy.accepted).toBeGreaterThan(triedBefore + 2), {
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      await postgres.start();
    }
    server = await starting;
    expect((await new TestClient(server.url).get('/api/game/current')).status).toBe(200);
    expect(linesWith(server, 'waiting for the database to answer before serving')).toBe(1);
  }, 60_000);
});

describe('PostgreSQL stalled (bytes held, connections open)', () => {
  it('answers 503 within the bounds, /healthz at once, /readyz within a second, and recovers', async () => {
    server = await startGame('stalled');
    const players = await playersOn(server);
    const probe = new TestClient(server.url);
    players.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    proxy.stall();
    const stallStart = players.answers.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const liveness = performance.now();
    expect((await probe.get('/healthz')).status).toBe(200);
    expect(performance.now() - liveness).toBeLessThan(200);
    const readiness = performance.now();
    const ready = await probe.get('/readyz');
    expect(performance.now() - readiness).toBeLessThan(1000);
    expect([ready.status, ready.headers.get('retry-after')]).toEqual([503, '5']);
    expect(ready.body).toMatchObject({ status: 'not ready', database: 'down', redis: 'off' });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const stalled = players.since(stallStart);
    proxy.resume();
    const recovered = await recovery(server, probe);
    await players.stop();

    expectQuickRefusals(stalled, STALL_ANSWER_MS);
    expect(recovered).toBeLessThan(RECOVERY_MS);
    expect((await probe.get('/readyz')).body).toMatchObject({ status: 'ready', database: 'up' });
    await expectGuessesKept(players);
    expect(linesWith(server, 'unhandled error')).toBe(0);
  }, 60_000);
});

describe("PostgreSQL ending the game's connections (a pooler restart, pg_terminate_backend)", () => {
  it('keeps the process up and serving', async () => {
    server = await startGame('terminated');
    const players = await playersOn(server);
    players.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let time = 0; time < 3; time++) {
      expect(await postgres.terminateGameConnections()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await players.stop();
    // Ended while idle in the pool, with no request to hear of it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await postgres.terminateGameConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await recovery(server, new TestClient(server.url))).toBeLessThan(RECOVERY_MS);
    expect(players.answers.filter((answer) => ![200, 409, 503].includes(answer.status))).toEqual([]);
    await expectGuessesKept(players);
  }, 60_000);
});
