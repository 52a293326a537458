import { leaderboard } from '@app/db/schema/leaderboards';
import { adIntents } from '@app/db/schema/ads';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedBalanceLedger } from '../../adapters/ledger/fixed-balances';
import { startTestApp, WALLETS, type TestApp, type TestClient } from '../../../test/harness';
import { setMaintenance } from '../maintenance/service';
import { AD_INTENT_TTL_MS } from './intents';
import { resetAdCounts } from './reset';
import { REWARD_RETRY_WINDOW_MS } from './service';

const BOT_TOKEN = '123456:ads-test-token';
const SECRET = 'reward-secret-0123456789';
const TELEGRAM_ID = '555';
const ADS_ON = { TELEGRAM_BOT_TOKEN: BOT_TOKEN, ADSGRAM_BLOCK_ID: 'test-block' };
const BY_NETWORK = { ...ADS_ON, ADSGRAM_REWARD_SECRET: SECRET };

let app: TestApp;

afterEach(() => app.close());

/** Signs a wallet in through Xaman and, unless `telegramId` is null, links it in the Mini App by initData. */
async function signedInPlayer(telegramId: string | null = TELEGRAM_ID, wallet = WALLETS.alice): Promise<TestClient> {
  const player = app.client();
  await player.signIn(wallet);
  if (telegramId === null) return player;
  const initData = sign({ user: { id: Number(telegramId), first_name: 'Ada' } }, BOT_TOKEN, app.clock.now());
  const linked = await player.post('/api/telegram/link-wallet', { initData, walletAddress: wallet });
  if (linked.status !== 200) throw new Error(`link failed: ${linked.text}`);
  return player;
}

async function startWithPlayer(env: Record<string, string>, telegramId?: string | null): Promise<TestClient> {
  app = await startTestApp({ env });
  return signedInPlayer(telegramId);
}

const watchAd = (client: TestClient, points = 5) => client.post('/api/rewards/ad', { points, platform: 'telegram' });
const rewardCall = (userId = TELEGRAM_ID, secret = SECRET) =>
  app.client().get(`/api/rewards/adsgram?userid=${userId}&secret=${secret}`);
const weeklyPoints = async () => (await app.deps.database.select().from(leaderboard))[0]?.totalPoints ?? 0;

describe("rewarded ads claimed by the client (outside production, without the network's reward call)", () => {
  it('awards 5 points whatever is claimed, three times a day, and refuses the fourth with 429', async () => {
    const player = await startWithPlayer(ADS_ON);
    const first = await watchAd(player, 500);
    expect(first.body).toEqual({ success: true, dailyCount: 1 });
    expect((await watchAd(player)).body.dailyCount).toBe(2);
    expect((await watchAd(player)).body.dailyCount).toBe(3);
    const fourth = await watchAd(player);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe('AD_DAILY_LIMIT');
    expect(fourth.headers.get('retry-after')).toBe(String(14 * 3600));
    expect(await weeklyPoints()).toBe(15);

    const check = await player.get('/api/ad-reset-check?checkCount=true');
    expect(check.body).toMatchObject({ success: true, dailyCount: 3, remainingAds: 0, resetRequired: false });
  });

  it('never exceeds the cap under concurrent claims', async () => {
    const player = await startWithPlayer(ADS_ON);
    const results = await Promise.all(Array.from({ length: 8 }, () => watchAd(player)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(await weeklyPoints()).toBe(15);
  });

  it('counts exactly one of two simultaneous claims when one ad is left', async () => {
    const player = await startWithPlayer(ADS_ON);
    await watchAd(player);
    await watchAd(player);
    const both = await Promise.all([watchAd(player), watchAd(player)]);
    expect(both.map((result) => result.status).sort()).toEqual([200, 429]);
    expect(await weeklyPoints()).toBe(15);
  });

  it('refuses a reward without a session and a platform other than telegram', async () => {
    const player = await startWithPlayer(ADS_ON);
    expect((await watchAd(app.client())).status).toBe(401);
    const web = await player.post('/api/rewards/ad', { points: 5, platform: 'web' });
    expect(web.status).toBe(400);
    expect(web.body.error.field).toBe('platform');
    const unknownRound = await player.post('/api/rewards/ad', { platform: 'telegram', gameRoundId: 999 });
    expect(unknownRound.status).toBe(400);
  });

  it('refuses every claim with 409 ADS_OFF when ads are off', async () => {
    const player = await startWithPlayer({ TELEGRAM_BOT_TOKEN: BOT_TOKEN });
    const claim = await watchAd(player);
    expect(claim.status).toBe(409);
    expect(claim.body.error).toEqual({ code: 'ADS_OFF', message: 'Ads are not available' });
    expect((await player.post('/api/rewards/ad/intent')).body.error.code).toBe('ADS_OFF');
    expect(await weeklyPoints()).toBe(0);
  });

  it('refuses a web-only wallet (no Telegram user proven by initData) with 403', async () => {
    const player = await startWithPlayer(ADS_ON, null);
    const claim = await watchAd(player);
    expect(claim.status).toBe(403);
    expect(claim.body.error.message).toBe('Ad points are earned in the Telegram Mini App');
    expect(await weeklyPoints()).toBe(0);
  });

  it('refuses a wallet not activated on the ledger when that is required', async () => {
    app = await startTestApp({
      env: { ...ADS_ON, REQUIRE_ACTIVATED_ACCOUNT: 'true' },
      overrides: { ledger: fixedBalanceLedger(new Map(), { unactivated: new Set([WALLETS.alice]) }) },
    });
    const player = await signedInPlayer();
    const claim = await watchAd(player);
    expect(claim.status).toBe(403);
    expect(claim.body.error.code).toBe('ACCOUNT_NOT_ACTIVATED');
    expect(await weeklyPoints()).toBe(0);
  });

  it("lets players watch again the same day after the admin's reset, and again the next day", async () => {
    const player = await startWithPlayer(ADS_ON);
    for (let ad = 0; ad < 3; ad++) await watchAd(player);
    expect((await watchAd(player)).status).toBe(429);
    await resetAdCounts(app.deps.database, app.clock.now());
    expect((await app.client().get('/api/ad-reset-check')).body).toEqual({ resetRequired: true });
    expect((await watchAd(player)).body.dailyCount).toBe(1);

    app.clock.set('2026-11-19T08:00:00Z');
    expect((await app.client().get('/api/ad-reset-check')).body).toEqual({ resetRequired: false });
    expect((await player.get('/api/ad-reset-check?checkCount=true')).body.remainingAds).toBe(3);
  });
});

describe("rewards from the ad network's server-to-server call", () => {
  it('grants once per ad the Mini App registered; a replay grants nothing, at once or after 10 s', async () => {
    const player = await startWithPlayer(BY_NETWORK);
    expect((await app.client().get('/api/config')).body).toMatchObject({
      adsgramBlockId: 'test-block',
      adRewardsByNetwork: true,
    });
    expect((await watchAd(player)).status).toBe(409);
    expect((await rewardCall()).status).toBe(409);

    const intent = await player.post('/api/rewards/ad/intent');
    expect(intent.body).toEqual({
      intentId: expect.stringMatching(/^[\w-]{16,}$/),
      expiresAt: new Date(app.clock.now().getTime() + AD_INTENT_TTL_MS).toISOString(),
    });
    expect((await rewardCall(TELEGRAM_ID, 'wrong-secret-0000000')).status).toBe(403);
    expect((await rewardCall('999')).status).toBe(404);
    expect((await rewardCall()).body).toEqual({ success: true, dailyCount: 1 });
    expect((await rewardCall()).body).toEqual({ success: true, dailyCount: 1 });

    app.clock.advance(REWARD_RETRY_WINDOW_MS);
    const replay = await rewardCall();
    expect(replay.status).toBe(409);
    expect(replay.body.error.message).toBe('No ad was started for this player: nothing to reward');
    expect(await weeklyPoints()).toBe(5);

    await player.post('/api/rewards/ad/intent');
    expect((await rewardCall()).body.dailyCount).toBe(2);
    expect(await weeklyPoints()).toBe(10);
  });

  it('grants nothing for an intent older than its lifetime', async () => {
    const player = await startWithPlayer(BY_NETWORK);
    await player.post('/api/rewards/ad/intent');
    app.clock.advance(AD_INTENT_TTL_MS);
    expect((await rewardCall()).status).toBe(409);
    expect(await weeklyPoints()).toBe(0);
  });

  it('counts exactly one of two simultaneous reward calls, even with two ads registered', async () => {
    const player = await startWithPlayer(BY_NETWORK);
    await player.post('/api/rewards/ad/intent');
    await player.post('/api/rewards/ad/intent');
    const both = await Promise.all([rewardCall(), rewardCall()]);
    expect(both.map((result) => result.body)).toEqual([
      { success: true, dailyCount: 1 },
      { success: true, dailyCount: 1 },
    ]);
    expect(await weeklyPoints()).toBe(5);
    expect((await app.deps.database.select().from(adIntents)).filter((intent) => intent.consumedAt)).toHaveLength(1);
  });

  it('registers intents only for a Telegram-proven player, at most three open, none past the daily cap', async () => {
    const player = await startWithPlayer(BY_NETWORK);
    const webOnly = await signedInPlayer(null, WALLETS.bob);
    expect((await webOnly.post('/api/rewards/ad/intent')).status).toBe(403);
    expect((await app.client().post('/api/rewards/ad/intent')).status).toBe(401);

    const registered = [];
    for (let ad = 0; ad < 4; ad++) {
      registered.push((await player.post('/api/rewards/ad/intent')).body.intentId);
      app.clock.advance(1000);
    }
    const open = await app.deps.database.select().from(adIntents);
    expect(open.map((intent) => intent.id)).toEqual(registered.slice(1));

    for (let ad = 0; ad < 3; ad++) {
      expect((await rewardCall()).status).toBe(200);
      app.clock.advance(REWARD_RETRY_WINDOW_MS);
    }
    const pastCap = await player.post('/api/rewards/ad/intent');
    expect(pastCap.status).toBe(429);
    expect(pastCap.body.error.message).toBe("You've reached your daily limit of ads. Check back tomorrow!");
    expect(await weeklyPoints()).toBe(15);
  });

  it('still grants a reward the network sends during maintenance', async () => {
    const player = await startWithPlayer(BY_NETWORK);
    await player.post('/api/rewards/ad/intent');
    await setMaintenance({ ctx: app.deps, input: true });
    expect((await rewardCall()).body).toEqual({ success: true, dailyCount: 1 });
    expect((await player.post('/api/rewards/ad/intent')).status).toBe(503);
    expect(await weeklyPoints()).toBe(5);
  });
});
