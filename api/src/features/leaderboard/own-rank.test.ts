import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { addScore } from './add-score';
import { rankMoveOf, recordRankChanges } from './own-rank';
import { DEV_HOLDER_WALLET } from '../../settings';
import { seedTiedBoard, seedWeeklyBoard, startTestApp, WALLETS, wrongGuess, type TestApp } from '../../../test/harness';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

const address = (index: number) =>
  `rRank${String(index).replace(/0/g, 'z')}XXXXXXXXXXXXXXXXXXXXXXXXXXXXXX`.slice(0, 34);

async function signedIn(wallet: string) {
  const client = app.client();
  await client.signIn(wallet);
  return client;
}

describe('GET /api/leaderboard/me', () => {
  it("gives every player the rank the board's own page shows, ties included", async () => {
    await seedTiedBoard(app);
    const page = (await app.client().get('/api/leaderboard?limit=50')).body as Array<{
      walletAddress: string;
      rank: number;
    }>;
    expect(new Set(page.map((entry) => entry.rank)).size).toBeLessThan(page.length);
    for (const entry of page) {
      const own = await (await signedIn(entry.walletAddress)).get('/api/leaderboard/me');
      expect(own.status).toBe(200);
      expect(own.body, entry.walletAddress).toMatchObject({ board: 'regular', rank: entry.rank, players: 40 });
    }
    const leader = await (await signedIn(page[0]!.walletAddress)).get('/api/leaderboard/me');
    expect(leader.body).toEqual({
      board: 'regular',
      rank: 1,
      players: 40,
      points: 4,
      nftsIdentified: 1,
      averageAttempts: 1,
    });
  });

  it('moves a player as soon as their guess is scored, and places a newcomer', async () => {
    await seedWeeklyBoard(app, [
      [address(1), 9, 1, 2, 5],
      [address(2), 4, 2, 6, 5],
    ]);
    const alice = await signedIn(WALLETS.alice);
    expect((await alice.get('/api/leaderboard/me')).body).toEqual({
      board: 'regular',
      rank: null,
      players: 2,
      points: 0,
      nftsIdentified: 0,
      averageAttempts: 0,
    });
    const round = await app.currentRound();
    await alice.post('/api/game/guess', { guess: wrongGuess(round.nft.nftId), roundId: round.id });
    await alice.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect((await alice.get('/api/leaderboard/me')).body).toMatchObject({ rank: 2, players: 3, points: 5 });
    const leader = await signedIn(address(1));
    expect((await leader.get('/api/leaderboard/me')).body).toMatchObject({ rank: 1, players: 3 });
    const third = await signedIn(address(2));
    expect((await third.get('/api/leaderboard/me')).body).toMatchObject({ rank: 3, players: 3 });
  });

  it('ranks holders on their own board', async () => {
    const holder = await signedIn(DEV_HOLDER_WALLET);
    const round = await app.currentRound();
    await holder.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect((await holder.get('/api/leaderboard/me?board=holders')).body).toMatchObject({
      board: 'holders',
      rank: 1,
      players: 1,
      points: 10,
    });
    const alice = await signedIn(WALLETS.alice);
    expect((await alice.get('/api/leaderboard/me?board=holders')).body).toMatchObject({ rank: null, players: 1 });
  });

  it('starts everyone over after the boards are reset', async () => {
    await seedWeeklyBoard(app, [[WALLETS.alice, 9, 1, 2, 5]]);
    const alice = await signedIn(WALLETS.alice);
    expect((await alice.get('/api/leaderboard/me')).body).toMatchObject({ rank: 1, players: 1 });
    const admin = await signedIn(app.deps.settings.adminWallet);
    expect((await admin.post('/api/admin/reset-leaderboards')).status).toBe(200);
    expect((await alice.get('/api/leaderboard/me')).body).toMatchObject({ rank: null, players: 0 });
  });

  it('needs a signed-in player, their own wallet and a known board', async () => {
    expect((await app.client().get('/api/leaderboard/me')).status).toBe(401);
    const alice = await signedIn(WALLETS.alice);
    expect((await alice.get(`/api/leaderboard/me?walletAddress=${WALLETS.bob}`)).status).toBe(403);
    const unknown = await alice.get('/api/leaderboard/me?board=everyone');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.field).toBe('board');
  });
});

describe('rank moves of scores committed together', () => {
  it('measures each move on an index built before the batch, so no score is counted twice', async () => {
    // Seeding drops the index: the batch below is the first to need it.
    await seedWeeklyBoard(app, [[WALLETS.carol, 1, 1, 3, 5]]);
    const players = [await signedIn(WALLETS.alice), await signedIn(WALLETS.bob)];
    const { database } = app.deps;
    const ids = await Promise.all(
      [WALLETS.alice, WALLETS.bob].map(
        async (wallet) =>
          (await database.select({ id: users.id }).from(users).where(eq(users.walletAddress, wallet)))[0]!.id,
      ),
    );
    const score = (userId: number) => ({
      userId,
      points: 10,
      attemptNumber: 1,
      holder: { isHolder: false, balance: '0' },
      now: app.clock.now(),
    });
    // As a guess does: score inside the transaction, then record and measure once it committed.
    const moves = await Promise.all(
      ids.map((userId) =>
        database
          .transaction((tx) => addScore(tx, score(userId)))
          .then(async (changes) => {
            await recordRankChanges(database, changes);
            return rankMoveOf(database, changes[0]!);
          }),
      ),
    );
    expect(moves).toEqual([
      { from: null, to: 1 },
      { from: null, to: 1 },
    ]);
    for (const player of players) {
      expect((await player.get('/api/leaderboard/me')).body).toMatchObject({ rank: 1, players: 3 });
    }
  });
});
