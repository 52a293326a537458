import { leaderboard } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAppWithPlayer, type TestApp, type TestClient } from '../../../test/harness';
import { resetAdCounts } from './reset';

let app: TestApp;
let player: TestClient;

beforeEach(async () => {
  ({ app, player } = await startAppWithPlayer());
});

afterEach(() => app.close());

const watchAd = (client: TestClient, points = 5) => client.post('/api/rewards/ad', { points, platform: 'telegram' });

describe('rewarded ads', () => {
  it('awards 5 points whatever is claimed, three times a day, and refuses the fourth with 429', async () => {
    const first = await watchAd(player, 500);
    expect(first.body).toEqual({ success: true, dailyCount: 1 });
    expect((await watchAd(player)).body.dailyCount).toBe(2);
    expect((await watchAd(player)).body.dailyCount).toBe(3);
    const fourth = await watchAd(player);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe(String(14 * 3600));
    expect(app.deps.db.select().from(leaderboard).get()?.totalPoints).toBe(15);

    const check = await player.get('/api/ad-reset-check?checkCount=true');
    expect(check.body).toMatchObject({ success: true, dailyCount: 3, remainingAds: 0, resetRequired: false });
  });

  it('never exceeds the cap under concurrent claims', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => watchAd(player)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(app.deps.db.select().from(leaderboard).get()?.totalPoints).toBe(15);
  });

  it('refuses a reward without a session and a platform other than telegram', async () => {
    expect((await watchAd(app.client())).status).toBe(401);
    const web = await player.post('/api/rewards/ad', { points: 5, platform: 'web' });
    expect(web.status).toBe(400);
    expect(web.body.error.field).toBe('platform');
    const unknownRound = await player.post('/api/rewards/ad', { platform: 'telegram', gameRoundId: 999 });
    expect(unknownRound.status).toBe(400);
  });

  it("lets players watch again the same day after the admin's reset, and again the next day", async () => {
    for (let ad = 0; ad < 3; ad++) await watchAd(player);
    expect((await watchAd(player)).status).toBe(429);
    resetAdCounts(app.deps.db, app.clock.now());
    expect((await app.client().get('/api/ad-reset-check')).body).toEqual({ resetRequired: true });
    expect((await watchAd(player)).body.dailyCount).toBe(1);

    app.clock.set('2026-11-19T08:00:00Z');
    expect((await app.client().get('/api/ad-reset-check')).body).toEqual({ resetRequired: false });
    expect((await player.get('/api/ad-reset-check?checkCount=true')).body.remainingAds).toBe(3);
  });
});

describe('server-to-server rewards from the ad network', () => {
  const SECRET = 'reward-secret-0123456789';

  it('grants the reward on the network call only, once for retries, and refuses client claims', async () => {
    await app.close();
    ({ app, player } = await startAppWithPlayer(undefined, {
      env: { ADSGRAM_REWARD_SECRET: SECRET, TELEGRAM_BOT_TOKEN: '1:x' },
    }));
    app.deps.db
      .update(users)
      .set({ telegramId: '555' })
      .where(eq(users.walletAddress, (await player.get('/api/me')).body.walletAddress))
      .run();

    expect((await watchAd(player)).status).toBe(409);
    const network = app.client();
    expect((await network.get(`/api/rewards/adsgram?userid=555&secret=wrong-secret-0000000`)).status).toBe(403);
    expect((await network.get(`/api/rewards/adsgram?userid=999&secret=${SECRET}`)).status).toBe(404);

    expect((await network.get(`/api/rewards/adsgram?userid=555&secret=${SECRET}`)).body).toEqual({
      success: true,
      dailyCount: 1,
    });
    expect((await network.get(`/api/rewards/adsgram?userid=555&secret=${SECRET}`)).body.dailyCount).toBe(1);
    app.clock.advance(30_000);
    expect((await network.get(`/api/rewards/adsgram?userid=555&secret=${SECRET}`)).body.dailyCount).toBe(2);
    expect(app.deps.db.select().from(leaderboard).get()?.totalPoints).toBe(10);
    expect((await app.client().get('/api/config')).body).toEqual({ adsgramBlockId: null, adRewardsByNetwork: true });
  });
});
