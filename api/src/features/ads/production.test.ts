import { leaderboard } from '@app/db/schema/leaderboards';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeRippled, type FakeRippled } from '../../../test/fakes/fake-rippled';
import { startFakeXaman, type FakeXaman } from '../../../test/fakes/fake-xaman';
import { startTestApp, WALLETS, type TestApp, type TestClient } from '../../../test/harness';
import { xummAdapter } from '../../adapters/xaman/xumm-adapter';

const BOT_TOKEN = '123456:ads-production-token';
const SECRET = 'reward-secret-0123456789';
const XAMAN_KEYS = {
  apiKey: '11111111-2222-3333-4444-555555555555',
  apiSecret: '66666666-7777-8888-9999-000000000000',
};

let app: TestApp;
let xaman: FakeXaman;
let rippled: FakeRippled;

afterEach(async () => {
  await app.close();
  await xaman.close();
  await rippled.close();
});

/** The server as deployed: production settings, Xaman and the ledger (both fakes). */
async function startProduction(env: Record<string, string> = {}): Promise<void> {
  xaman = await startFakeXaman();
  rippled = await startFakeRippled();
  rippled.accounts.set(WALLETS.alice, []);
  app = await startTestApp({
    env: {
      NODE_ENV: 'production',
      ADMIN_WALLET: WALLETS.carol,
      XAMAN_API_KEY: XAMAN_KEYS.apiKey,
      XAMAN_API_SECRET: XAMAN_KEYS.apiSecret,
      XRPL_URL: rippled.url,
      BWIF_ISSUER: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      ...env,
    },
    overrides: { xaman: xummAdapter({ ...XAMAN_KEYS, endpoint: xaman.endpoint }) },
  });
}

/** Signs in by a Xaman signature, then links the wallet to Telegram user 555 in the Mini App. */
async function telegramPlayer(): Promise<TestClient> {
  const player = app.client();
  const created = await player.post('/api/wallet/xaman/create');
  xaman.sign(created.body.uuid, WALLETS.alice);
  expect((await player.get(`/api/wallet/xaman/status/${created.body.uuid}`)).body.resolved).toBe(true);
  const initData = sign({ user: { id: 555, first_name: 'Ada' } }, BOT_TOKEN, app.clock.now());
  expect((await player.post('/api/telegram/link-wallet', { initData, walletAddress: WALLETS.alice })).status).toBe(200);
  return player;
}

describe('rewarded ads in production', () => {
  it("refuses the client's claim and grants only on the network's call against a registered ad", async () => {
    await startProduction({ ADSGRAM_BLOCK_ID: 'test-block', ADSGRAM_REWARD_SECRET: SECRET });
    const player = await telegramPlayer();

    const claim = await player.post('/api/rewards/ad', { points: 5, platform: 'telegram' });
    expect(claim.status).toBe(409);
    expect(claim.body.error.message).toBe('Ad rewards are granted by the ad network after the ad was watched');
    expect((await app.client().get('/api/config')).body.adRewardsByNetwork).toBe(true);

    expect((await player.post('/api/rewards/ad/intent')).status).toBe(200);
    const reward = await app.client().get(`/api/rewards/adsgram?userid=555&secret=${SECRET}`);
    expect(reward.body).toEqual({ success: true, dailyCount: 1 });
    expect(app.db.select().from(leaderboard).get()?.totalPoints).toBe(5);
  });

  it('refuses a claim with 409 ADS_OFF when ads are off', async () => {
    await startProduction();
    const player = await telegramPlayer();

    const claim = await player.post('/api/rewards/ad', { points: 5, platform: 'telegram' });
    expect(claim.status).toBe(409);
    expect(claim.body.error.code).toBe('ADS_OFF');
    expect(app.db.select().from(leaderboard).get()?.totalPoints ?? 0).toBe(0);
  });
});
