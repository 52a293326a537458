import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_HOLDER_WALLET } from '../../settings';
import { seedWeeklyBoard, startTestApp, WALLETS, type TestApp } from '../../../test/harness';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

/** A valid-looking address per index ('0' is not in the XRPL alphabet). */
const address = (index: number) => `rP1ayer${String(index).replace(/0/g, 'z')}XXXXXXXXXXXXXXXXXXXXXXXXXXX`.slice(0, 34);

describe('GET /api/leaderboard', () => {
  it('ranks by points, then fewer average attempts, then who got there first; equal keys share a rank', async () => {
    await seedWeeklyBoard(app, [
      [address(1), 10, 1, 1, 5],
      [address(2), 15, 2, 3, 5],
      [address(3), 15, 2, 4, 9],
      [address(4), 15, 2, 4, 9],
      [address(5), 15, 3, 4, 2],
    ]);
    const response = await app.client().get('/api/leaderboard?limit=10');
    expect(response.status).toBe(200);
    expect(response.body.map((entry: any) => [entry.walletAddress, entry.rank, entry.averageAttempts])).toEqual([
      [address(5), 1, 1.3],
      [address(2), 2, 1.5],
      [address(3), 3, 2],
      [address(4), 3, 2],
      [address(1), 5, 1],
    ]);
    expect(response.body[0]).toMatchObject({
      username: 'Anonymous Player',
      points: 15,
      nftsIdentified: 3,
      isCurrentUser: false,
    });
  });

  it('clamps the limit to 50 and refuses limits that are not positive whole numbers', async () => {
    await seedWeeklyBoard(
      app,
      Array.from(
        { length: 60 },
        (_, index) => [address(index + 100), index, 1, 1, 0] as [string, number, number, number, number],
      ),
    );
    const client = app.client();
    expect((await client.get('/api/leaderboard?limit=500')).body).toHaveLength(50);
    expect((await client.get('/api/leaderboard?limit=3')).body).toHaveLength(3);
    expect((await client.get('/api/leaderboard')).body).toHaveLength(10);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await client.get(`/api/leaderboard?limit=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.error.field).toBe('limit');
    }
  });

  it("marks only the session's own row as the current user", async () => {
    await seedWeeklyBoard(app, [
      [WALLETS.alice, 10, 1, 1, 1],
      [WALLETS.bob, 5, 1, 2, 1],
    ]);
    const alice = app.client();
    await alice.signIn(WALLETS.alice);
    const seen = (await alice.get(`/api/leaderboard?walletAddress=${WALLETS.alice}`)).body;
    expect(seen.map((entry: any) => entry.isCurrentUser)).toEqual([true, false]);
    expect(
      (await app.client().get(`/api/leaderboard?walletAddress=${WALLETS.alice}`)).body.some(
        (entry: any) => entry.isCurrentUser,
      ),
    ).toBe(false);
    expect((await alice.get(`/api/leaderboard?walletAddress=${WALLETS.bob}`)).status).toBe(403);
  });
});

describe('GET /api/bwif-leaderboard', () => {
  it('tells a non-holder the balance, the minimum and so what is still needed', async () => {
    const alice = app.client();
    await alice.signIn(WALLETS.alice);
    const response = await alice.get('/api/bwif-leaderboard');
    expect(response.body).toEqual({
      leaderboard: [],
      eligibility: { isEligible: false, bwifBalance: '0', minimumRequired: 5_890_000 },
    });
    expect((await app.client().get('/api/bwif-leaderboard')).body.eligibility).toBeNull();
  });

  it('lists a holder who scored, with the balance and the "you" flag, right after the score', async () => {
    const holder = app.client();
    await holder.signIn(DEV_HOLDER_WALLET);
    expect((await holder.get('/api/bwif-leaderboard')).body.leaderboard).toEqual([]);
    expect((await holder.get('/api/leaderboard')).body).toEqual([]);
    const round = await app.currentRound();
    await holder.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect((await app.client().get('/api/leaderboard')).body).toEqual([
      expect.objectContaining({ points: 10, isCurrentUser: false }),
    ]);
    const response = await holder.get('/api/bwif-leaderboard');
    expect(response.body.eligibility).toEqual({
      isEligible: true,
      bwifBalance: '10000000',
      minimumRequired: 5_890_000,
    });
    expect(response.body.leaderboard).toEqual([
      expect.objectContaining({
        rank: 1,
        walletAddress: DEV_HOLDER_WALLET,
        points: 10,
        isCurrentUser: true,
        bwifBalance: '10000000',
      }),
    ]);
  });
});

describe('GET /api/bwif-points-leaderboard', () => {
  it('ranks all-time points and survives the weekly reset', async () => {
    const alice = app.client();
    await alice.signIn(WALLETS.alice);
    const round = await app.currentRound();
    await alice.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    app.clock.set('2026-11-23T00:00:05Z');
    await app.runDueJobs();
    expect((await alice.get('/api/leaderboard')).body).toEqual([]);
    const points = (await alice.get('/api/bwif-points-leaderboard')).body;
    expect(points).toEqual([
      expect.objectContaining({
        rank: 1,
        walletAddress: WALLETS.alice,
        points: 10,
        username: null,
        isCurrentUser: true,
      }),
    ]);
  });
});
