import pino, { type Logger } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { within } from '../adapters/within';
import { startOwnRedis, type OwnRedis } from '../../test/own-redis';
import { startBeside, startTestApp, TestClient, WALLETS, wrongGuess, type TestApp } from '../../test/harness';
import type * as RankOrder from '../features/leaderboard/rank-order';

/** The rank boards' builds read the record through inRankOrder: a test holds them there. */
const boardBuilds = vi.hoisted(() => ({ held: Promise.resolve(), started: 0 }));
vi.mock('../features/leaderboard/rank-order', async (importOriginal) => {
  const original = await importOriginal<typeof RankOrder>();
  return {
    ...original,
    async *inRankOrder(...args: Parameters<typeof RankOrder.inRankOrder>) {
      boardBuilds.started++;
      await boardBuilds.held;
      yield* original.inRankOrder(...args);
    },
  };
});

/**
 * Redis going away and coming back empty (a restart without persistence) under two
 * processes of one game: two servers on one record, each with a handle and a memory of its
 * own, sharing a redis-server of this file's own, which the tests stop and start.
 */
let redis: OwnRedis;
let a: TestApp;
let b: TestApp;
const GUESSES_PER_MINUTE = 30;

interface LogLine {
  level: number;
  msg: string;
  epoch?: number;
}
const logs = { a: [] as LogLine[], b: [] as LogLine[] };
/** Both processes' lines in the order they were logged. */
const bothLogs: LogLine[] = [];

function capturing(lines: LogLine[]): Logger {
  return pino(
    { level: 'info' },
    {
      write(text: string) {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        bothLogs.push(line);
      },
    },
  );
}

beforeAll(async () => {
  redis = await startOwnRedis();
  const env = {
    REDIS_URL: redis.url,
    RATE_LIMIT_GUESSES_PER_MIN: String(GUESSES_PER_MINUTE),
    SCHEDULER_LEASE_MS: '1500',
  };
  a = await startTestApp({ env, overrides: { logger: capturing(logs.a) } });
  b = await startBeside(a, { env, overrides: { logger: capturing(logs.b) } });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.stop();
});

afterEach(() => vi.restoreAllMocks());

/** Whether each process's connections to Redis are both ready. */
const redisUp = () =>
  [a, b].map(({ deps }) => [deps.redis!.commands, deps.redis!.subscriber].every((client) => client.status === 'ready'));

/**
 * Stops Redis until both processes noticed, runs `meanwhile`, then starts it again, empty,
 * and waits until both are back on it (ioredis retries at most every 2 s).
 */
async function redisAway(meanwhile: () => Promise<void> = async () => undefined): Promise<void> {
  await redis.stop();
  await vi.waitFor(() => expect(redisUp()).toEqual([false, false]), { timeout: 3000, interval: 20 });
  await meanwhile();
  await redis.start();
  await vi.waitFor(() => expect(redisUp()).toEqual([true, true]), { timeout: 5000, interval: 20 });
}

/** The same browser (its cookie) talking to another process. */
function sameBrowserOn(app: TestApp, player: TestClient) {
  const { cookie } = player;
  const client = new TestClient(app.url);
  return { get: (path: string) => client.get(path, { cookie }) };
}

async function redisGauge(app: TestApp): Promise<string | undefined> {
  const metrics = (await new TestClient(app.url).get('/metrics')).text;
  return /^upstream_up\{upstream="redis"\} (\d)$/m.exec(metrics)?.[1];
}

/** Holds every read of many rows (what a board's build reads) on both processes until `release`. */
function holdBoardBuilds(): { release(): void } {
  let release = () => undefined as void;
  boardBuilds.held = new Promise<void>((resolve) => (release = resolve));
  boardBuilds.started = 0;
  return { release: () => release() };
}

describe('Redis away for a while, then back empty', () => {
  it('is one log line per process as it goes and one as it returns, and upstream_up says it', async () => {
    const unhandled = vi.spyOn(console, 'error');
    const from = { a: logs.a.length, b: logs.b.length };
    const player = a.client();
    await player.signIn(WALLETS.carol);
    const roundId = (await a.currentRound()).id;
    expect([await redisGauge(a), await redisGauge(b)]).toEqual(['1', '1']);
    await redisAway(async () => {
      expect([await redisGauge(a), await redisGauge(b)]).toEqual(['0', '0']);
      // Long enough for ioredis to try again and again, each failed attempt an error event.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      // Requests that fall back (rate limits, ranks) while Redis is away: none logs a line of its own.
      for (let sent = 0; sent < 20; sent++) await player.post('/api/game/guess', { guess: 'abc', roundId });
      expect((await player.get('/api/leaderboard/me')).status).toBe(503);
      // Still ready: the game serves without Redis, so a load balancer keeps sending players.
      const readiness = await a.client().get('/readyz');
      expect([readiness.status, readiness.body]).toEqual([200, { status: 'ready', database: 'up', redis: 'down' }]);
    });
    expect([await redisGauge(a), await redisGauge(b)]).toEqual(['1', '1']);
    expect((await a.client().get('/readyz')).body).toEqual({ status: 'ready', database: 'up', redis: 'up' });
    for (const name of ['a', 'b'] as const) {
      const messages = logs[name]
        .slice(from[name])
        .filter((line) => line.level >= 40 || /Redis/.test(line.msg))
        .map((line) => line.msg);
      expect({ name, messages }).toEqual({
        name,
        messages: [
          expect.stringMatching(/^Redis does not answer: rate limits count per process/),
          'Redis answers again',
        ],
      });
    }
    expect(unhandled.mock.calls.flat().join('\n')).not.toContain('[ioredis] Unhandled error event');
  });

  it('counts the rate limits in each process meanwhile: a burst past the limit gets 429', async () => {
    const player = a.client();
    await player.signIn(WALLETS.alice);
    const roundId = (await a.currentRound()).id;
    const statuses: number[] = [];
    await redisAway(async () => {
      for (let sent = 0; sent < 40; sent++) {
        statuses.push((await player.post('/api/game/guess', { guess: 'abc', roundId })).status);
      }
    });
    expect(statuses).toEqual([...Array(GUESSES_PER_MINUTE).fill(400), ...Array(10).fill(429)]);
  });

  it('refuses on B, once Redis is back, a session signed out on A meanwhile', async () => {
    const player = a.client();
    await player.signIn(WALLETS.bob);
    const onB = sameBrowserOn(b, player);
    expect((await onB.get('/api/me')).body.walletAddress).toBe(WALLETS.bob);
    await redisAway(async () => {
      expect((await player.post('/api/session/logout')).status).toBeLessThan(300);
    });
    await vi.waitFor(async () => expect((await onB.get('/api/me')).body.walletAddress ?? null).toBeNull(), {
      timeout: 1000,
      interval: 20,
    });
  });

  it('refuses on B a session signed out on A while Redis was away for A alone, once A is back', async () => {
    const player = a.client();
    await player.signIn(WALLETS.bob);
    const onB = sameBrowserOn(b, player);
    expect((await onB.get('/api/me')).body.walletAddress).toBe(WALLETS.bob);
    const { commands } = a.deps.redis!;
    commands.disconnect();
    await vi.waitFor(() => expect(commands.status).toBe('end'));
    expect((await player.post('/api/session/logout')).status).toBeLessThan(300);
    await commands.connect();
    await vi.waitFor(async () => expect((await onB.get('/api/me')).body.walletAddress ?? null).toBeNull(), {
      timeout: 1000,
      interval: 20,
    });
  });

  it('answers a winning guess without waiting for the board, ranks 503 until it is built, then right', async () => {
    const [winner, runnerUp] = ['rWinner', 'rRunnerUp'].map((name) => name.padEnd(34, 'X'));
    const [first, second] = [a.client(), b.client()];
    await first.signIn(winner!);
    await second.signIn(runnerUp!);
    const round = await a.currentRound();
    await second.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId), roundId: round.id });
    expect((await second.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id })).status).toBe(200);
    await redisAway();

    const builds = holdBoardBuilds();
    const win = await within(
      first.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id }),
      2000,
      'the win',
    );
    expect([win.status, win.body.points, win.body.rankChange]).toEqual([200, 10, null]);
    for (const player of [first, second]) {
      const held = await within(player.get('/api/leaderboard/me'), 2000, 'own rank');
      expect([held.status, held.body.error?.code]).toEqual([503, 'UPSTREAM_UNAVAILABLE']);
    }
    expect(boardBuilds.started).toBeGreaterThan(0);

    builds.release();
    const statuses = new Set<number>();
    await vi.waitFor(
      async () => {
        const own = await first.get('/api/leaderboard/me');
        statuses.add(own.status);
        expect(own.body).toMatchObject({ rank: 1, players: 2, points: 10 });
      },
      { timeout: 3000, interval: 20 },
    );
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect((await second.get('/api/leaderboard/me')).body).toMatchObject({ rank: 2, players: 2, points: 5 });
  });

  it('draws a greater scheduler epoch after Redis lost its data than before', async () => {
    const epochs = () =>
      bothLogs.filter((line) => line.msg === 'this process now runs the scheduled jobs').map((line) => line.epoch!);
    const before = epochs();
    expect(before.length).toBeGreaterThan(0);
    await redisAway();
    // The lease went with Redis's data: a process takes it again within a check (a third of the lease).
    await vi.waitFor(() => expect(epochs().length).toBeGreaterThan(before.length), { timeout: 3000, interval: 20 });
    expect(Math.min(...epochs().slice(before.length))).toBeGreaterThan(Math.max(...before));
  });
});
