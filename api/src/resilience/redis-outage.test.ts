import pino, { type Logger } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { within } from '../adapters/within';
import { startOwnRedis, type OwnRedis } from '../../test/own-redis';
import { sql } from '@app/db/orm';
import {
  seedWalletUser,
  seedWeeklyBoard,
  startBeside,
  startTestApp,
  TestClient,
  WALLETS,
  wrongGuess,
  type TestApp,
} from '../../test/harness';
import type * as RankOrder from '../features/leaderboard/rank-order';
import { RedisRankBoard } from '../features/leaderboard/rank-board';
import { currentSeason } from '../features/leaderboard/season';
import { checkSharedBoards } from '../features/leaderboard/shared-ranks';

/** The rank boards' builds read the record through inRankOrder: a test holds them before they read it, or after. */
const boardBuilds = vi.hoisted(() => ({
  held: Promise.resolve(),
  heldAfterReading: Promise.resolve(),
  started: 0,
  read: 0,
}));
vi.mock('../features/leaderboard/rank-order', async (importOriginal) => {
  const original = await importOriginal<typeof RankOrder>();
  return {
    ...original,
    async *inRankOrder(...args: Parameters<typeof RankOrder.inRankOrder>) {
      boardBuilds.started++;
      await boardBuilds.held;
      const rows = [];
      for await (const row of original.inRankOrder(...args)) rows.push(row);
      boardBuilds.read++;
      await boardBuilds.heldAfterReading;
      yield* rows;
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

/**
 * Holds every read of many rows (what a board's build reads) on both processes until
 * `release`: before the rows are read, or once they are (`afterReading`).
 */
function holdBoardBuilds(afterReading = false): { release(): void } {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  if (afterReading) boardBuilds.heldAfterReading = held;
  else boardBuilds.held = held;
  boardBuilds.started = 0;
  boardBuilds.read = 0;
  return { release: () => release() };
}

/** The season's regular board in Redis, as every process shares it. */
async function regularBoard(): Promise<RedisRankBoard> {
  return new RedisRankBoard(a.deps.redis!, `regular:${await currentSeason(a.deps.database)}`);
}

/** Waits until the regular board is built in Redis and no build runs. */
async function regularBoardBuilt(): Promise<void> {
  const board = await regularBoard();
  await vi.waitFor(async () => expect(await board.status()).toEqual({ built: true, building: false }), {
    timeout: 5000,
    interval: 20,
  });
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
      // The boards and the player's rank come from the record meanwhile.
      const [own, top] = [await player.get('/api/leaderboard/me'), await player.get('/api/leaderboard')];
      expect([own.status, own.body.board, top.status, Array.isArray(top.body)]).toEqual([200, 'regular', 200, true]);
      // Still ready: the game serves without Redis, so a load balancer keeps sending players.
      const readiness = await a.client().get('/readyz');
      expect([readiness.status, readiness.body]).toEqual([200, { status: 'ready', database: 'up', redis: 'down' }]);
    });
    expect([await redisGauge(a), await redisGauge(b)]).toEqual(['1', '1']);
    expect((await a.client().get('/readyz')).body).toEqual({ status: 'ready', database: 'up', redis: 'up' });
    // A return is logged once it has held for a second.
    await vi.waitFor(
      () => {
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
      },
      { timeout: 3000, interval: 50 },
    );
    expect(unhandled.mock.calls.flat().join('\n')).not.toContain('[ioredis] Unhandled error event');
  });

  it('logs nothing for a connection that drops and returns within a second', async () => {
    const from = logs.a.length;
    const { commands } = a.deps.redis!;
    commands.disconnect();
    await vi.waitFor(() => expect(commands.status).toBe('end'));
    await commands.connect();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(logs.a.slice(from).filter((line) => /Redis/.test(line.msg))).toEqual([]);
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

  it('answers a winning guess without waiting for the board, and ranks from the record while it is built', async () => {
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
    expect([win.status, win.body.points, win.body.rankChange]).toMatchObject([200, 10, { to: 1 }]);
    // Counted in the record, each process's answers may lag another's scores by a few seconds.
    await vi.waitFor(
      async () => {
        const whileBuilt = [await first.get('/api/leaderboard/me'), await second.get('/api/leaderboard/me')];
        expect(whileBuilt.map((own) => [own.status, own.body.rank, own.body.players])).toEqual([
          [200, 1, 2],
          [200, 2, 2],
        ]);
      },
      { timeout: 5000, interval: 200 },
    );
    expect(boardBuilds.started).toBeGreaterThan(0);

    builds.release();
    await regularBoardBuilt();
    expect((await first.get('/api/leaderboard/me')).body).toMatchObject({ rank: 1, players: 2, points: 10 });
    expect((await second.get('/api/leaderboard/me')).body).toMatchObject({ rank: 2, players: 2, points: 5 });
  });

  it('keeps a win whose record Redis missed while a build read the board: the built board has it', async () => {
    const [winner, runnerUp] = ['rLateWinner', 'rRunnerUpToo'].map((name) => name.padEnd(34, 'X'));
    const [first, second] = [a.client(), b.client()];
    await first.signIn(winner!);
    await second.signIn(runnerUp!);
    const round = await a.currentRound();
    await second.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId), roundId: round.id });
    await second.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    await redisAway();

    // B builds the board again and has read the record, the winner not on it yet.
    const builds = holdBoardBuilds(true);
    await second.get('/api/leaderboard/me');
    await vi.waitFor(() => expect(boardBuilds.read).toBeGreaterThan(0), { timeout: 3000, interval: 20 });
    // The win lands on A in the moment A has not reached Redis again.
    const { commands } = a.deps.redis!;
    commands.disconnect();
    await vi.waitFor(() => expect(commands.status).toBe('end'));
    const win = await first.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect([win.status, win.body.points]).toEqual([200, 10]);
    await commands.connect();
    builds.release();
    await regularBoardBuilt();

    const board = await regularBoard();
    const players = await a.deps.database.rows<{ players: number }>(
      sql`SELECT COUNT(*) AS players FROM leaderboard WHERE season = ${await currentSeason(a.deps.database)}`,
    );
    await vi.waitFor(async () => expect(await board.size()).toBe(Number(players[0]!.players)), {
      timeout: 3000,
      interval: 20,
    });
    // Behind both winners (the last test's too), tied with the last test's runner-up.
    expect((await second.get('/api/leaderboard/me')).body).toMatchObject({ rank: 3, points: 5 });
  });

  it('finds a board behind the record, counts it, and builds it again', async () => {
    await b.client().get('/api/leaderboard/me');
    await regularBoardBuilt();
    await checkSharedBoards(b.deps.database, b.clock, 0);
    await regularBoardBuilt();
    // A score in the record that never reached Redis, as when a process dies between its commit and Redis.
    await seedWeeklyBoard(a, [['rNeverSeenByRedis'.padEnd(34, 'X'), 40, 4, 4, 0]]);

    expect(await checkSharedBoards(b.deps.database, b.clock, 0)).toEqual({ regular: 1, holders: 0 });
    const metrics = (await new TestClient(b.url).get('/metrics')).text;
    expect(metrics).toMatch(/^rank_board_differences_total\{board="regular"\} 1$/m);
    await regularBoardBuilt();
    expect(await checkSharedBoards(b.deps.database, b.clock, 0)).toEqual({ regular: 0, holders: 0 });
    expect(
      await (await regularBoard()).rankOfPlayer((await seedWalletUser(a, 'rNeverSeenByRedis'.padEnd(34, 'X'))).id),
    ).toBe(1);
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
