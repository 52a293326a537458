import { eq } from '@app/db/orm';
import { gameRounds } from '@app/db/schema/rounds';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminClient,
  startBeside,
  startTestApp,
  TestClient,
  WALLETS,
  wrongGuess,
  type TestApp,
} from '../../test/harness';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test/redis';

/**
 * Two servers on one record sharing one Redis, as two processes would be: B has a handle of
 * its own on A's database file, so its memory (sessions, maintenance, the round) is its own.
 */
let a: TestApp;
let b: TestApp;
let env: Record<string, string>;

beforeEach(async () => {
  env = {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: testRedisPrefix(),
    RATE_LIMIT_GUESSES_PER_MIN: '3',
    // Long enough that a busy test process never lets A's lease lapse by accident.
    SCHEDULER_LEASE_MS: '2000',
  };
  a = await startTestApp({ env });
  b = await startBeside(a, { env });
});

afterEach(async () => {
  await b.close();
  await a.close();
});

/** The budget a change has to reach every process. */
const withinASecond = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 1000, interval: 20 });

/** Requests to `app` carrying `cookie`: the same browser talking to another process. */
function withCookieOn(app: TestApp, cookie: string) {
  const other = new TestClient(app.url);
  return (path: string, json?: unknown) =>
    json === undefined ? other.get(path, { cookie }) : other.post(path, json, { cookie });
}

/** Whether the record has a round for `day`: the scheduler's daily job opens it. */
const hasRound = async (app: TestApp, day: string) =>
  Boolean((await app.deps.database.select().from(gameRounds).where(eq(gameRounds.day, day)))[0]);

describe('the scheduled jobs among several processes', () => {
  it('run in the process holding the lease only, and pass to another when it stops', async () => {
    for (const app of [a, b]) app.clock.set('2026-11-19T00:00:05Z');
    await b.runDueJobs();
    expect(await hasRound(b, '2026-11-19')).toBe(false);
    await a.runDueJobs();
    expect(await hasRound(a, '2026-11-19')).toBe(true);

    await a.close();
    b.clock.set('2026-11-20T00:00:05Z');
    // A handed the lease over as it closed; B checks it every third of it and catches up once it leads.
    await vi.waitFor(async () => expect(await hasRound(b, '2026-11-20')).toBe(true), { timeout: 3000, interval: 20 });
    // A fresh A for afterEach to close.
    a = await startTestApp();
  });
});

describe('several processes sharing Redis', () => {
  it('close every process for maintenance switched on one of them, within a second', async () => {
    expect((await b.client().get('/api/game/current')).status).toBe(200);
    const admin = await adminClient(a);
    expect((await admin.post('/api/admin/maintenance/enable')).status).toBe(200);
    await withinASecond(async () => expect((await b.client().get('/api/game/current')).status).toBe(503));
    expect((await admin.post('/api/admin/maintenance/disable')).status).toBe(200);
    await withinASecond(async () => expect((await b.client().get('/api/game/current')).status).toBe(200));
  });

  it('show every process the round an admin set for today on one of them', async () => {
    const before = (await b.client().get('/api/game/current')).body.roundId;
    const admin = await adminClient(a);
    const playing = (await a.currentRound()).nft.id;
    const other = (await admin.get('/api/admin/nfts')).body.find((nft: { id: number }) => nft.id !== playing);
    expect((await admin.post(`/api/admin/nfts/${other.id}/set-today`)).status).toBe(200);
    await withinASecond(async () => expect((await b.client().get('/api/game/current')).body.roundId).not.toBe(before));
  });

  it('rest every past puzzle on every process once an admin sets a past answer for today', async () => {
    const c = await startBeside(a, { env });
    try {
      const past: number[] = [];
      for (const day of ['2026-11-15', '2026-11-16', '2026-11-17']) {
        a.clock.set(`${day}T09:00:00Z`);
        past.push((await a.currentRound()).id);
      }
      for (const app of [a, b, c]) app.clock.set('2026-11-18T10:00:00Z');
      const replayed = (await a.currentRound()).id === past[0] ? past[1]! : past[0]!;
      const [replayedRound] = await a.deps.database.select().from(gameRounds).where(eq(gameRounds.id, replayed));
      // Every process has read the archive with today's answer a new one.
      for (const app of [b, c]) expect((await app.client().get(`/api/archive/${replayed}`)).status).toBe(200);

      const admin = await adminClient(a);
      expect((await admin.post(`/api/admin/nfts/${replayedRound!.nftId}/set-today`)).status).toBe(200);
      for (const [index, app] of [a, b, c].entries()) {
        await withinASecond(async () => {
          for (const roundId of past)
            expect((await app.client().get(`/api/archive/${roundId}`)).body.error?.code).toBe('PRACTICE_RESTING');
        });
        // One guess a process: the cap of 3 a minute per address counts across them.
        const guess = await app.client().post(`/api/archive/${past[index]}/guess`, { guess: '1' });
        expect(guess.body.error?.code).toBe('PRACTICE_RESTING');
      }
    } finally {
      await c.close();
    }
  });

  it('end a session everywhere when the player signs out on one process', async () => {
    const player = a.client();
    await player.signIn(WALLETS.alice);
    // The cookie as it was: the sign-out's answer clears it in this client's jar.
    const onB = withCookieOn(b, player.cookie);
    expect((await onB('/api/me')).body.walletAddress).toBe(WALLETS.alice);
    expect((await player.post('/api/session/logout')).status).toBeLessThan(300);
    await withinASecond(async () => expect((await onB('/api/me')).body.walletAddress ?? null).toBeNull());
  });

  it('count one rate limit across processes', async () => {
    const player = a.client();
    await player.signIn(WALLETS.bob);
    const onB = withCookieOn(b, player.cookie);
    const roundId = (await a.currentRound()).id;
    const statuses = [];
    for (const send of [player.post.bind(player), onB, player.post.bind(player), onB]) {
      statuses.push((await send('/api/game/guess', { guess: 'abc', roundId })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it("count a score made on one process on every process's boards at once", async () => {
    const alice = a.client();
    await alice.signIn(WALLETS.alice);
    const bob = b.client();
    await bob.signIn(WALLETS.bob);
    const round = await a.currentRound();
    // Both boards seen on B before the scores, so a page B keeps must follow them.
    expect((await b.client().get('/api/leaderboard')).body).toEqual([]);
    await bob.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId), roundId: round.id });
    expect((await bob.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id })).body.rankChange).toEqual({
      from: null,
      to: 1,
    });
    const onA = await alice.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    // Alice's 10 points beat Bob's 5, scored on the other process.
    expect(onA.body.rankChange).toEqual({ from: null, to: 1 });
    expect((await bob.get('/api/leaderboard/me')).body).toMatchObject({ rank: 2, players: 2, points: 5 });
    const board = (await b.client().get('/api/leaderboard')).body as Array<{ walletAddress: string; rank: number }>;
    expect(board.map((entry) => [entry.walletAddress, entry.rank])).toEqual([
      [WALLETS.alice, 1],
      [WALLETS.bob, 2],
    ]);
  });

  it('keep counting guesses while Redis is away, rank them from the record meanwhile, and on the board once it is back', async () => {
    const alice = a.client();
    await alice.signIn(WALLETS.alice);
    const round = await a.currentRound();
    expect((await alice.get('/api/leaderboard/me')).body.rank).toBeNull();
    a.deps.redis!.commands.disconnect();
    const guess = await alice.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect([guess.status, guess.body.points, guess.body.rankChange]).toEqual([200, 10, { from: null, to: 1 }]);
    const rank = await alice.get('/api/leaderboard/me');
    expect([rank.status, rank.body]).toMatchObject([200, { rank: 1, players: 1, points: 10 }]);
    await a.deps.redis!.commands.connect();
    // The board missed the guess: it takes it once Redis answers again.
    await withinASecond(async () => {
      const again = await alice.get('/api/leaderboard/me');
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ rank: 1, players: 1, points: 10 });
    });
  });
});
