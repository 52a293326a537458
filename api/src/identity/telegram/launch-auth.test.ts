import { signInRequests } from '@app/db/schema/sessions';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMaintenance } from '../../features/maintenance/service';
import { startTestApp, WALLETS, wrongGuess, type TestApp, type TestClient } from '../../../test/harness';

const BOT_TOKEN = '123456:test-bot-token';
const HOUR_MS = 3600 * 1000;
let app: TestApp;

beforeEach(async () => {
  app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, ADMIN_WALLET: WALLETS.alice } });
});

afterEach(() => app.close());

function initData(user: { id: number; username?: string }, options: { token?: string; ageMs?: number } = {}) {
  const authDate = new Date(app.clock.now().getTime() - (options.ageMs ?? 60_000));
  return sign({ user: { first_name: 'Ada', ...user } }, options.token ?? BOT_TOKEN, authDate);
}

const tma = (launchData: string) => ({ authorization: `tma ${launchData}` });
const telegramUser = (telegramId: string) => app.db.select().from(users).where(eq(users.telegramId, telegramId)).all();

/** Starts a Xaman sign-in under `headers` and approves it in the development wallet as `account`. */
async function approvedSignIn(client: TestClient, headers: Record<string, string>, account: string): Promise<string> {
  const created = await client.post('/api/wallet/xaman/create', {}, headers);
  expect(created.status).toBe(200);
  const approved = await app.client().post(`/dev/xaman/${created.body.uuid}/approve`, { account });
  expect(approved.status).toBe(200);
  return created.body.uuid as string;
}

describe('Authorization: tma <initData>', () => {
  it('acts as the Telegram user without any cookie, creating them once and keeping their names current', async () => {
    const client = app.client();
    const me = await client.get('/api/me', tma(initData({ id: 42, username: 'ada' })));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ walletAddress: null, telegramUsername: 'ada', isAdmin: false });
    expect(me.headers.getSetCookie()).toEqual([]);

    app.clock.advance(1000);
    const renamed = await client.get('/api/me', tma(initData({ id: 42, username: 'ada_renamed' })));
    expect(renamed.body.telegramUsername).toBe('ada_renamed');
    expect(telegramUser('42')).toHaveLength(1);
    // Without a wallet the Telegram user sees the visitor's puzzle and may not guess.
    const image = await client.get('/api/game/image', tma(initData({ id: 42 })));
    expect(image.body).toMatchObject({ blurLevel: 'high', attemptsUsed: 0, guesses: [] });
    const roundId = (await app.currentRound()).id;
    expect((await client.post('/api/game/guess', { guess: '1', roundId }, tma(initData({ id: 42 })))).status).toBe(401);
  });

  it.each([
    ['a changed field', () => `tma ${initData({ id: 42 }).replace('Ada', 'Eve')}`, /signature/],
    ["another bot's token", () => `tma ${initData({ id: 42 }, { token: '999:other' })}`, /signature/],
    ['a stale auth_date', () => `tma ${initData({ id: 42 }, { ageMs: 25 * HOUR_MS })}`, /expired/],
    ['a missing hash', () => `tma ${initData({ id: 42 }).replace(/&?hash=[0-9a-f]+/, '')}`, /signature/],
    ['no initData', () => 'tma ', /needs the Mini App/],
    ['text that is no initData', () => 'TMA not-init-data', /signature/],
  ])('refuses %s with a 401 naming the problem, even with a valid cookie', async (_case, header, message) => {
    const player = app.client();
    await player.signIn(WALLETS.bob);
    const response = await player.get('/api/me', { authorization: header() });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(message) });
    expect(telegramUser('42')).toEqual([]);
  });

  it("ignores another player's cookie when launch data is present", async () => {
    const player = app.client();
    await player.signIn(WALLETS.bob);
    const underTma = await player.get('/api/me', tma(initData({ id: 5, username: 'eve' })));
    expect(underTma.body).toMatchObject({ walletAddress: null, telegramUsername: 'eve' });
    const roundId = (await app.currentRound()).id;
    const guess = await player.post('/api/game/guess', { guess: '1', roundId }, tma(initData({ id: 5 })));
    expect(guess.status).toBe(401);
    expect((await player.get('/api/me')).body.walletAddress).toBe(WALLETS.bob);
  });

  it('meets the maintenance gate as any request does', async () => {
    await setMaintenance({ ctx: app.deps, input: true });
    const launchData = initData({ id: 42 });
    const guess = await app.client().post('/api/game/guess', { guess: '1', roundId: 1 }, tma(launchData));
    expect([guess.status, guess.body.error.code]).toEqual([503, 'MAINTENANCE']);
    expect((await app.client().get('/api/me', tma(launchData))).status).toBe(200);
    expect((await app.client().post('/api/wallet/xaman/create', {}, tma(launchData))).status).toBe(200);
  });

  it('leaves other Authorization schemes to the cookie', async () => {
    const player = app.client();
    await player.signIn(WALLETS.bob);
    const me = await player.get('/api/me', { authorization: 'Bearer something' });
    expect(me.body.walletAddress).toBe(WALLETS.bob);
  });

  it('trusts a validation for a minute at most, and never past the launch data’s own expiry', async () => {
    const launchData = initData({ id: 42 }, { ageMs: 24 * HOUR_MS - 30_000 });
    const client = app.client();
    expect((await client.get('/api/me', tma(launchData))).status).toBe(200);
    app.clock.advance(20_000);
    expect((await client.get('/api/me', tma(launchData))).status).toBe(200);
    app.clock.advance(20_000);
    const expired = await client.get('/api/me', tma(launchData));
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toMatch(/expired/);
  });
});

describe('signing in with Xaman under launch data', () => {
  it('binds the sign-in to the Telegram user, answers only them, and links the wallet when it resolves', async () => {
    const phone = app.client();
    const launchData = initData({ id: 7, username: 'grace' });
    const uuid = await approvedSignIn(phone, tma(launchData), WALLETS.carol);
    expect(app.db.select().from(signInRequests).where(eq(signInRequests.uuid, uuid)).get()).toMatchObject({
      sessionId: null,
      telegramId: '7',
    });

    const stranger = await phone.get(`/api/wallet/xaman/status/${uuid}`, tma(initData({ id: 8 })));
    expect(stranger.status).toBe(404);
    expect((await phone.get(`/api/wallet/xaman/status/${uuid}`)).status).toBe(404);

    const status = await phone.get(`/api/wallet/xaman/status/${uuid}`, tma(launchData));
    expect(status.body).toEqual({ resolved: true, account: WALLETS.carol });
    expect(status.headers.getSetCookie()).toEqual([]);
    expect(telegramUser('7')).toMatchObject([{ walletAddress: WALLETS.carol, telegramUsername: 'grace' }]);

    const me = await phone.get('/api/me', tma(launchData));
    expect(me.body).toMatchObject({ walletAddress: WALLETS.carol, telegramUsername: 'grace' });
    const { id: roundId, nft } = await app.currentRound();
    const guess = await phone.post('/api/game/guess', { guess: wrongGuess(nft.nftId), roundId }, tma(launchData));
    expect(guess.status).toBe(200);
    expect(guess.body).toMatchObject({ success: false, attemptsUsed: 1 });
  });

  it('never makes the admin, whose wallet proven this way stays a Telegram proof', async () => {
    const launchData = initData({ id: 9 });
    const uuid = await approvedSignIn(app.client(), tma(launchData), WALLETS.alice);
    await app.client().get(`/api/wallet/xaman/status/${uuid}`, tma(launchData));
    const me = await app.client().get('/api/me', tma(launchData));
    expect(me.body).toMatchObject({ walletAddress: WALLETS.alice, isAdmin: false });
    expect((await app.client().get('/api/admin/nfts', tma(launchData))).status).toBe(403);
  });

  it('refuses with 409 a wallet already linked to another Telegram user', async () => {
    const first = initData({ id: 1 });
    const uuid = await approvedSignIn(app.client(), tma(first), WALLETS.carol);
    await app.client().get(`/api/wallet/xaman/status/${uuid}`, tma(first));

    const second = initData({ id: 2 });
    const stolen = await approvedSignIn(app.client(), tma(second), WALLETS.carol);
    const refused = await app.client().get(`/api/wallet/xaman/status/${stolen}`, tma(second));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('That wallet is already linked to another Telegram account');
    expect((await app.client().get('/api/me', tma(second))).body.walletAddress).toBeNull();
  });

  it('unlinks the wallet on logout, keeping its player, and erasing starts the Telegram user afresh', async () => {
    const launchData = initData({ id: 7 });
    const client = app.client();
    const link = async () => {
      const uuid = await approvedSignIn(client, tma(launchData), WALLETS.carol);
      await client.get(`/api/wallet/xaman/status/${uuid}`, tma(launchData));
    };
    await link();
    const walletPlayer = app.db.select().from(users).where(eq(users.walletAddress, WALLETS.carol)).get();

    const logout = await client.post('/api/session/logout', {}, tma(launchData));
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()).toEqual([]);
    expect((await client.get('/api/me', tma(launchData))).body.walletAddress).toBeNull();
    expect(app.db.select().from(users).where(eq(users.id, walletPlayer!.id)).get()).toMatchObject({
      walletAddress: WALLETS.carol,
      telegramId: null,
    });

    // Connecting again links the same player back, scores and all.
    await link();
    expect((await client.get('/api/me', tma(launchData))).body.walletAddress).toBe(WALLETS.carol);
    expect(telegramUser('7')).toMatchObject([{ id: walletPlayer!.id }]);

    expect((await client.request('DELETE', '/api/me', { headers: tma(launchData) })).status).toBe(204);
    expect((await client.get('/api/me', tma(launchData))).body.walletAddress).toBeNull();
    expect(telegramUser('7')).toMatchObject([{ walletAddress: null }]);
  });
});

describe('rate limits under launch data', () => {
  beforeEach(async () => {
    await app.close();
    app = await startTestApp({
      env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, RATE_LIMIT_SIGNIN_PER_MIN: '2', RATE_LIMIT_WALLET_STATUS_PER_MIN: '2' },
    });
  });

  it('key on the Telegram user, so players behind one address do not share a limit', async () => {
    const create = (telegramId: number) =>
      app.client().post('/api/wallet/xaman/create', {}, tma(initData({ id: telegramId })));
    const statuses = [];
    for (const telegramId of [1, 1, 1, 2, 2]) statuses.push((await create(telegramId)).status);
    expect(statuses).toEqual([200, 200, 429, 200, 200]);
    // Without launch data, sign-ins still count per address.
    expect((await app.client().post('/api/wallet/xaman/create')).status).toBe(200);

    const poll = (telegramId: number) =>
      app
        .client()
        .get('/api/wallet/xaman/status/00000000-0000-4000-8000-000000000000', tma(initData({ id: telegramId })));
    const polls = [];
    for (const telegramId of [3, 3, 3, 4]) polls.push((await poll(telegramId)).status);
    expect(polls).toEqual([404, 404, 429, 404]);
  });
});
