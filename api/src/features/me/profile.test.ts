import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEV_HOLDER_WALLET } from '../../settings';
import { startTestApp, WALLETS, type TestApp, type TestClient } from '../../../test/harness';

const BOT_TOKEN = '123456:test-bot-token';
const DAVE = `rDave${'X'.repeat(29)}`;
const ERIN = `rErin${'X'.repeat(29)}`;
let app: TestApp;

beforeEach(async () => {
  app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
});

afterEach(() => app.close());

const rename = (client: TestClient, displayName: unknown) =>
  client.request('PUT', '/api/me/profile', { json: { displayName } });

async function player(wallet: string): Promise<TestClient> {
  const client = app.client();
  await client.signIn(wallet);
  return client;
}

async function win(client: TestClient) {
  const round = await app.currentRound();
  const response = await client.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
  expect(response.body.success).toBe(true);
}

const INVISIBLE_MESSAGE = 'Display name cannot hold characters that draw nothing';
const ADDRESS_MESSAGE = 'Display name cannot look like a wallet address';

describe('PUT /api/me/profile', () => {
  it('sets the name, shows it in /api/me, and clears it with null', async () => {
    const alice = await player(WALLETS.alice);
    const set = await rename(alice, '  Zed   King ');
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ displayName: 'Zed King' });
    expect((await alice.get('/api/me')).body.displayName).toBe('Zed King');

    const cleared = await rename(alice, null);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ displayName: null });
    expect((await alice.get('/api/me')).body.displayName).toBeNull();
  });

  it('answers 401 without a signed-in player, also to a session still signing in', async () => {
    const response = await rename(app.client(), 'Zed King');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHORIZED');
    const midSignIn = app.client();
    await midSignIn.post('/api/wallet/xaman/create');
    expect(midSignIn.cookie).toMatch(/sid=/);
    expect((await rename(midSignIn, 'Zed King')).status).toBe(401);
    expect((await app.deps.database.select().from(users)).filter((user) => user.displayName)).toEqual([]);
  });

  it('works for a Telegram session without a wallet', async () => {
    const telegram = app.client();
    const initData = sign({ user: { id: 77, first_name: 'Tess' } }, BOT_TOKEN, app.clock.now());
    expect((await telegram.post('/api/telegram/auth', { initData })).status).toBe(200);
    expect((await rename(telegram, 'Tess the Great')).status).toBe(200);
    const row = (await app.deps.database.select().from(users).where(eq(users.telegramId, '77')))[0];
    expect(row).toMatchObject({ displayName: 'Tess the Great', displayNameKey: 'tess the great' });
  });

  it.each([
    ['too short', 'ab', 'Display name must be at least 3 characters'],
    ['too short once trimmed', '  a  ', 'Display name must be at least 3 characters'],
    ['too long', 'x'.repeat(25), 'Display name must be at most 24 characters'],
    ['markup', '<b>Zed</b>', 'Display name can only use letters, digits, spaces and _ - .'],
    ['an emoji', 'Zed 🚀', 'Display name can only use letters, digits, spaces and _ - .'],
    ['only separators', '-_-', 'Display name can only use letters, digits, spaces and _ - .'],
    ['a number', 42, 'displayName: must be text, or null to clear the name'],
    ['nothing', undefined, 'displayName: must be text, or null to clear the name'],
    ['a reserved name', 'Ad_Min', 'That name is reserved. Please choose another.'],
    ["the game's name", 'BWIF NFT Guess', 'That name is reserved. Please choose another.'],
    ['a reserved name in look-alike letters', 'a.d.r.n.i.n', 'That name is reserved. Please choose another.'],
    ['a reserved name in look-alike capitals', 'RNOD', 'That name is reserved. Please choose another.'],
    ['a reserved name in Lisu letters', 'ꓮꓓꓟꓲꓠ', 'That name is reserved. Please choose another.'],
    ['the fallback name in Lisu letters', 'ꓓꓰꓡꓰꓔꓰꓓ ꓑꓡꓮꓬꓰꓣ', 'That name is reserved. Please choose another.'],
    [
      'a name mixing scripts',
      '\u0430dmin',
      'Display name must use letters of one alphabet: do not mix, say, Latin and Cyrillic',
    ],
    ['a reserved name split by a mark that draws nothing', 'Adm\u034Fin', INVISIBLE_MESSAGE],
    ['a reserved name with a variation selector', 'Admin\uFE0F', INVISIBLE_MESSAGE],
    ['a fallback name split by a mark that draws nothing', 'Deleted\u034F player', INVISIBLE_MESSAGE],
    ['a Hangul filler, a letter that draws nothing', 'Ada\u3164', INVISIBLE_MESSAGE],
    ['a shortened wallet address', 'rDemo...XXXXX', ADDRESS_MESSAGE],
    ['a shortened wallet address written with an ellipsis', 'rHb9\u2026Tyh', ADDRESS_MESSAGE],
  ])('refuses %s with 400 naming the problem', async (_case, displayName, message) => {
    const alice = await player(WALLETS.alice);
    const response = await rename(alice, displayName);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: 'BAD_REQUEST', message, field: 'displayName' });
    expect((await alice.get('/api/me')).body.displayName).toBeNull();
  });

  it('stores full-width letters as plain ones', async () => {
    const alice = await player(WALLETS.alice);
    expect((await rename(alice, 'Ｚｅｄ　Ｋｉｎｇ')).body).toEqual({ displayName: 'Zed King' });
  });

  it("refuses another player's name with 409 whatever its case or width; the holder may re-save it", async () => {
    const alice = await player(WALLETS.alice);
    const bob = await player(WALLETS.bob);
    expect((await rename(alice, 'Émile Zola')).status).toBe(200);
    for (const taken of ['émile zola', 'ÉMILE   ZOLA', 'Ｅ\u0301mile Ｚola']) {
      const response = await rename(bob, taken);
      expect(response.status, taken).toBe(409);
      expect(response.body.error).toEqual({
        code: 'NAME_TAKEN',
        message: 'That name is already taken. Please choose another.',
        field: 'displayName',
      });
    }
    expect((await rename(alice, 'émile zola')).body).toEqual({ displayName: 'émile zola' });
    await rename(alice, null);
    expect((await rename(bob, 'Émile Zola')).status).toBe(200);
  });

  it("refuses another player's name written in look-alike letters, of one script or another", async () => {
    const [alice, bob, carol] = await Promise.all([player(WALLETS.alice), player(WALLETS.bob), player(WALLETS.carol)]);
    expect((await rename(alice, 'Coco Pepe')).status).toBe(200);
    expect((await rename(carol, 'Mary')).status).toBe(200);
    // All Cyrillic letters, then Latin "rn" for "m": each reads as a name already held.
    for (const lookAlike of ['\u0421\u043e\u0441\u043e \u0420\u0435\u0440\u0435', 'rnary']) {
      const response = await rename(bob, lookAlike);
      expect(response.status, lookAlike).toBe(409);
      expect(response.body.error.code).toBe('NAME_TAKEN');
    }
    expect((await rename(bob, 'Coco Marie')).status).toBe(200);
  });

  it("refuses another player's name in the capitals of another script", async () => {
    const [alice, bob] = await Promise.all([player(WALLETS.alice), player(WALLETS.bob)]);
    expect((await rename(alice, 'alice')).status).toBe(200);
    for (const lookAlike of ['ALICE', 'ꓮꓡꓲꓚꓰ', '𝐀𝐋𝐈𝐂𝐄', 'ＡＬＩＣＥ']) {
      const response = await rename(bob, lookAlike);
      expect([response.status, response.body.error?.code], lookAlike).toEqual([409, 'NAME_TAKEN']);
    }
  });

  it("refuses another player's name with a mark that draws nothing inside it", async () => {
    const [alice, bob] = await Promise.all([player(WALLETS.alice), player(WALLETS.bob)]);
    expect((await rename(alice, 'Alice')).status).toBe(200);
    const lookAlike = await rename(bob, 'Al\u034Fice');
    expect([lookAlike.status, lookAlike.body.error.message]).toEqual([400, INVISIBLE_MESSAGE]);
    expect((await bob.get('/api/me')).body.displayName).toBeNull();
  });

  it('gives a name several players race for to exactly one of them', async () => {
    const [alice, bob, carol] = await Promise.all([player(WALLETS.alice), player(WALLETS.bob), player(WALLETS.carol)]);
    const statuses = (await Promise.all([alice, bob, carol].map((client) => rename(client, 'Racer')))).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });

  it('frees the name of a player who erases their data', async () => {
    const alice = await player(WALLETS.alice);
    await rename(alice, 'Zed King');
    expect((await alice.request('DELETE', '/api/me')).status).toBe(204);
    expect((await rename(await player(WALLETS.bob), 'zed king')).status).toBe(200);
  });
});

describe('names on the boards', () => {
  it('shows the chosen name at once on the weekly, holders and points boards', async () => {
    const holder = await player(DEV_HOLDER_WALLET);
    await win(holder);
    await app.client().get('/api/leaderboard');
    await rename(holder, 'Hodler');
    const visitor = app.client();
    expect((await visitor.get('/api/leaderboard')).body[0]).toMatchObject({
      username: 'Hodler',
      walletAddress: DEV_HOLDER_WALLET,
    });
    expect((await visitor.get('/api/bwif-leaderboard')).body.leaderboard[0]).toMatchObject({ username: 'Hodler' });
    expect((await visitor.get('/api/bwif-points-leaderboard')).body[0]).toMatchObject({
      username: 'Hodler',
      walletAddress: DEV_HOLDER_WALLET,
    });
  });

  it('falls back to @telegram, then the Telegram first name, then "Anonymous Player"', async () => {
    const names = [
      [WALLETS.alice, { displayName: 'Chosen', telegramUsername: 'alice_tg', telegramFirstName: 'Alice' }],
      [WALLETS.bob, { telegramUsername: 'bob_tg', telegramFirstName: 'Bob' }],
      [WALLETS.carol, { telegramFirstName: 'Carol' }],
      [DEV_HOLDER_WALLET, {}],
    ] as const;
    for (const [wallet, set] of names) {
      await win(await player(wallet));
      if (Object.keys(set).length > 0)
        await app.deps.database.update(users).set(set).where(eq(users.walletAddress, wallet));
    }
    const board = (await app.client().get('/api/leaderboard')).body;
    const nameOf = (wallet: string) => board.find((entry: any) => entry.walletAddress === wallet).username;
    expect(names.map(([wallet]) => nameOf(wallet))).toEqual(['Chosen', '@bob_tg', 'Carol', 'Anonymous Player']);
    const points = (await app.client().get('/api/bwif-points-leaderboard')).body;
    const pointsOf = (wallet: string) => points.find((entry: any) => entry.walletAddress === wallet);
    expect(pointsOf(WALLETS.alice)).toMatchObject({ username: 'Chosen', telegramUsername: 'alice_tg' });
    expect(pointsOf(WALLETS.bob)).toMatchObject({ username: null, telegramUsername: 'bob_tg' });
  });

  it('shows a Telegram first name without invisible or format characters, and never a reserved or look-alike one', async () => {
    const firstNames = [
      [WALLETS.alice, '\u202EAda\u200B Lo\u034Fve\u2066lace', 'Ada Lovelace'],
      [WALLETS.bob, 'Admin', 'Anonymous Player'],
      [WALLETS.carol, 'Adm\u200Din\uFE0F', 'Anonymous Player'],
      [DAVE, 'A.D.R.N.I.N', 'Anonymous Player'],
      [ERIN, '\u0430dmin', 'Anonymous Player'],
      [DEV_HOLDER_WALLET, 'rDemo...XXXXX', 'Anonymous Player'],
    ] as const;
    for (const [wallet, telegramFirstName] of firstNames) {
      await win(await player(wallet));
      await app.deps.database.update(users).set({ telegramFirstName }).where(eq(users.walletAddress, wallet));
    }
    const expected = firstNames.map(([wallet, , shown]) => [wallet, shown]);
    const namesOn = (board: any[]) =>
      firstNames.map(([wallet]) => [wallet, board.find((entry) => entry.walletAddress === wallet).username]);
    expect(namesOn((await app.client().get('/api/leaderboard')).body)).toEqual(expected);
    app.clock.set('2026-11-23T00:00:01Z');
    await app.runDueJobs();
    const [week] = (await app.client().get('/api/leaderboard/history')).body.history;
    expect(namesOn(week.leaderboard)).toEqual(expected);
  });

  it('keeps in the history the name a player had that week, after a rename', async () => {
    const alice = await player(WALLETS.alice);
    const bob = await player(WALLETS.bob);
    await rename(alice, 'Week One');
    await app.deps.database
      .update(users)
      .set({ telegramUsername: 'bob_tg' })
      .where(eq(users.walletAddress, WALLETS.bob));
    await win(alice);
    await win(bob);
    await win(await player(WALLETS.carol));
    app.clock.set('2026-11-23T00:00:01Z');
    await app.runDueJobs();
    await rename(alice, 'Week Two');
    await rename(bob, 'Bobby');

    const [week] = (await app.client().get('/api/leaderboard/history')).body.history;
    expect(week.leaderboard.map((entry: any) => [entry.walletAddress, entry.username])).toEqual([
      [WALLETS.alice, 'Week One'],
      [WALLETS.bob, '@bob_tg'],
      [WALLETS.carol, 'Anonymous Player'],
    ]);
  });
});
