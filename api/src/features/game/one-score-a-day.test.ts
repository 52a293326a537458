import { leaderboard } from '@app/db/schema/leaderboards';
import { nfts } from '@app/db/schema/nfts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '@app/shared/constants';
import {
  adminClient,
  startAppWithPlayer,
  WALLETS,
  wrongGuess,
  type TestApp,
  type TestClient,
} from '../../../test/harness';
import { DAY_ALREADY_PLAYED_MESSAGE } from './day-played';

let app: TestApp;
let alice: TestClient;
let admin: TestClient;

beforeEach(async () => {
  ({ app, player: alice } = await startAppWithPlayer());
  admin = await adminClient(app);
});

afterEach(() => app.close());

async function signedIn(wallet: string): Promise<TestClient> {
  const client = app.client();
  await client.signIn(wallet);
  return client;
}

async function guess(client: TestClient, text: string) {
  return client.post('/api/game/guess', { guess: text, roundId: (await app.currentRound()).id });
}

/** The admin's Set today with an active NFT other than the one playing; returns its number. */
async function setAnotherNftToday(): Promise<string> {
  const playing = (await app.currentRound()).nft;
  const other = (await app.deps.database.select().from(nfts)).find((nft) => nft.active && nft.id !== playing.id)!;
  expect((await admin.post(`/api/admin/nfts/${other.id}/set-today`)).status).toBe(200);
  return other.nftId;
}

async function pointsOf(wallet: string): Promise<number> {
  const rows = await app.deps.database.select().from(leaderboard);
  const users = await app.deps.database.query.users.findMany();
  const user = users.find((candidate) => candidate.walletAddress === wallet)!;
  return rows.find((row) => row.userId === user.id)?.totalPoints ?? 0;
}

describe('one score a day, whatever the admin sets', () => {
  it('a player whose game of the day ended cannot score again after Set today, and is told why', async () => {
    const bob = await signedIn(WALLETS.bob);
    const carol = await signedIn(WALLETS.carol);
    const first = (await app.currentRound()).nft.nftId;
    expect((await guess(alice, first)).body).toMatchObject({ success: true, points: 10 });
    for (let miss = 1; miss <= 3; miss++) await guess(bob, wrongGuess(first, miss));
    await guess(carol, wrongGuess(first));

    expect((await admin.get('/api/admin/today')).body).toEqual({ day: '2026-11-18', players: 3 });
    const second = await setAnotherNftToday();

    for (const finished of [alice, bob]) {
      const image = (await finished.get('/api/game/image')).body;
      expect(image).toMatchObject({
        gameOver: false,
        nft: null,
        attemptsUsed: 0,
        playBlock: { code: 'DAY_ALREADY_PLAYED', message: DAY_ALREADY_PLAYED_MESSAGE },
      });
      const refused = await guess(finished, second);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({ code: 'DAY_ALREADY_PLAYED', message: DAY_ALREADY_PLAYED_MESSAGE });
    }
    expect(await pointsOf(WALLETS.alice)).toBe(10);
    expect(await pointsOf(WALLETS.bob)).toBe(0);

    // A game left unfinished scores once, on the new NFT.
    expect((await carol.get('/api/game/image')).body.playBlock).toBeNull();
    expect((await guess(carol, second)).body).toMatchObject({ success: true, points: 10 });
    // Players of both rounds count once.
    expect((await admin.get('/api/admin/today')).body.players).toBe(3);
  });

  it('holds through a second Set today, and ends with the day', async () => {
    expect((await guess(alice, (await app.currentRound()).nft.nftId)).status).toBe(200);
    await setAnotherNftToday();
    const third = await setAnotherNftToday();
    expect((await guess(alice, third)).body.error.code).toBe('DAY_ALREADY_PLAYED');

    app.clock.advance(DAY_MS);
    const tomorrow = (await app.currentRound()).nft.nftId;
    expect((await alice.get('/api/game/image')).body.playBlock).toBeNull();
    expect((await guess(alice, tomorrow)).body).toMatchObject({ success: true, points: 10 });
    expect(await pointsOf(WALLETS.alice)).toBe(20);
  });
});
