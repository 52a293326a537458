import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { sign } from '@telegram-apps/init-data-node';
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';

const BOT_TOKEN = '123456:test-bot-token';
let app: TestApp;

beforeEach(async () => {
  app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
});

afterEach(() => app.close());

function initData(user: { id: number; username?: string }, options: { token?: string; ageMs?: number } = {}) {
  const authDate = new Date(app.clock.now().getTime() - (options.ageMs ?? 60_000));
  return sign({ user: { first_name: 'Ada', ...user } }, options.token ?? BOT_TOKEN, authDate);
}

/** initData as Telegram's older clients send it: only the bot's `hash`, no `signature` field. */
function hashOnlyInitData(fields: Record<string, string>, token = BOT_TOKEN): string {
  const checkString = Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

describe('POST /api/telegram/auth', () => {
  it('accepts valid initData, upserts the user once and starts a session', async () => {
    const client = app.client();
    const first = await client.post('/api/telegram/auth', { initData: initData({ id: 42, username: 'ada' }) });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ telegramId: '42', telegramUsername: 'ada', walletAddress: null });
    await client.post('/api/telegram/auth', { initData: initData({ id: 42, username: 'ada_renamed' }) });
    const rows = app.db.select().from(users).where(eq(users.telegramId, '42')).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.telegramUsername).toBe('ada_renamed');
    expect((await client.get('/api/me')).body.telegramUsername).toBe('ada_renamed');
  });

  it.each([
    ['a changed field', () => initData({ id: 42 }).replace('Ada', 'Eve')],
    ['a wrong bot token', () => initData({ id: 42 }, { token: '999:other' })],
    ['an old auth_date', () => initData({ id: 42 }, { ageMs: 25 * 3600 * 1000 })],
    ['a missing hash', () => initData({ id: 42 }).replace(/&?hash=[0-9a-f]+/, '')],
  ])('refuses %s with 401', async (_case, make) => {
    const response = await app.client().post('/api/telegram/auth', { initData: make() });
    expect(response.status).toBe(401);
    expect(response.body.error.message).toMatch(/initData/);
    expect(app.db.select().from(users).where(eq(users.telegramId, '42')).all()).toHaveLength(0);
  });

  it('accepts initData signed with the bot token that has no signature field', async () => {
    const authDate = String(Math.floor(app.clock.now().getTime() / 1000) - 60);
    const fields = { user: JSON.stringify({ id: 43, first_name: 'Grace' }), auth_date: authDate, query_id: 'q1' };
    const client = app.client();
    const response = await client.post('/api/telegram/auth', { initData: hashOnlyInitData(fields) });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ telegramId: '43', telegramFirstName: 'Grace' });

    const forged = await app.client().post('/api/telegram/auth', { initData: hashOnlyInitData(fields, '9:other') });
    expect(forged.status).toBe(401);
    const noUser = await app.client().post('/api/telegram/auth', {
      initData: hashOnlyInitData({ auth_date: authDate, user: '{"name":"x"}' }),
    });
    expect(noUser.status).toBe(401);
    expect(noUser.body.error.message).toBe('Telegram initData has no user');
  });

  it('refuses missing initData with a clear 400', async () => {
    const response = await app.client().post('/api/telegram/auth', { initData: '' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Missing Telegram initData');
  });
});

describe('POST /api/telegram/link-wallet', () => {
  it('links only a wallet the session proved, idempotently, and signs the user in by initData afterwards', async () => {
    const phone = app.client();
    await phone.post('/api/telegram/auth', { initData: initData({ id: 7 }) });
    const unproven = await phone.post('/api/telegram/link-wallet', {
      initData: initData({ id: 7 }),
      walletAddress: WALLETS.alice,
    });
    expect(unproven.status).toBe(401);

    await phone.signIn(WALLETS.alice);
    const other = await phone.post('/api/telegram/link-wallet', {
      initData: initData({ id: 7 }),
      walletAddress: WALLETS.bob,
    });
    expect(other.status).toBe(403);
    const linked = await phone.post('/api/telegram/link-wallet', {
      initData: initData({ id: 7 }),
      walletAddress: WALLETS.alice,
    });
    expect(linked.body.user).toMatchObject({ telegramId: '7', walletAddress: WALLETS.alice });
    const again = await phone.post('/api/telegram/link-wallet', {
      initData: initData({ id: 7 }),
      walletAddress: WALLETS.alice,
    });
    expect(again.status).toBe(200);
    expect(app.db.select().from(users).where(eq(users.telegramId, '7')).all()).toHaveLength(1);

    const returning = app.client();
    const auth = await returning.post('/api/telegram/auth', { initData: initData({ id: 7 }) });
    expect(auth.body.user.walletAddress).toBe(WALLETS.alice);
    expect((await returning.get('/api/player/stats')).status).toBe(200);
  });

  it('refuses a wallet already linked to another Telegram account with 409', async () => {
    const first = app.client();
    await first.signIn(WALLETS.alice);
    await first.post('/api/telegram/link-wallet', { initData: initData({ id: 1 }), walletAddress: WALLETS.alice });
    const second = app.client();
    await second.signIn(WALLETS.alice);
    const stolen = await second.post('/api/telegram/link-wallet', {
      initData: initData({ id: 2 }),
      walletAddress: WALLETS.alice,
    });
    expect(stolen.status).toBe(409);
  });
});
