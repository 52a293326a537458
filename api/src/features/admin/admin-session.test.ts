import { sign } from '@telegram-apps/init-data-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, startTestApp, type TestApp, WALLETS } from '../../../test/harness';

const BOT_TOKEN = '123456:test-bot-token';
const HOUR_MS = 3600 * 1000;
let app: TestApp;

beforeEach(async () => {
  app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
});

afterEach(() => app.close());

function initData(telegramId: number): string {
  const authDate = new Date(app.clock.now().getTime() - 60_000);
  return sign({ user: { id: telegramId, first_name: 'Admin' } }, BOT_TOKEN, authDate);
}

describe('the admin session', () => {
  it('is never opened by Telegram initData, even for the linked admin wallet', async () => {
    const adminWallet = app.deps.settings.adminWallet;
    const phone = app.client();
    await phone.signIn(adminWallet);
    const linked = await phone.post('/api/telegram/link-wallet', {
      initData: initData(99),
      walletAddress: adminWallet,
    });
    expect(linked.status).toBe(200);

    const copied = app.client();
    const auth = await copied.post('/api/telegram/auth', { initData: initData(99) });
    expect(auth.body.user.walletAddress).toBe(adminWallet);
    expect((await copied.get('/api/player/stats')).status).toBe(200);
    const refused = await copied.get('/api/admin/nfts');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Admin access requires signing in with Xaman');
    expect((await copied.post('/api/admin/maintenance/enable')).status).toBe(403);
    expect((await copied.get('/api/me')).body).toMatchObject({ walletAddress: adminWallet, isAdmin: false });

    expect((await phone.get('/api/admin/nfts')).status).toBe(200);
    expect((await phone.get('/api/me')).body.isAdmin).toBe(true);
  });

  it('lasts 12 hours when proven through Xaman, while a player keeps 30 days', async () => {
    const admin = await adminClient(app);
    const player = app.client();
    await player.signIn(WALLETS.alice);

    app.clock.advance(12 * HOUR_MS - 1000);
    expect((await admin.get('/api/admin/nfts')).status).toBe(200);
    app.clock.advance(2000);
    expect((await admin.get('/api/admin/nfts')).status).toBe(401);
    expect((await admin.get('/api/me')).body).toMatchObject({ walletAddress: null, isAdmin: false });
    expect((await player.get('/api/player/stats')).status).toBe(200);

    await admin.signIn(app.deps.settings.adminWallet);
    expect((await admin.get('/api/admin/nfts')).status).toBe(200);
  });
});
