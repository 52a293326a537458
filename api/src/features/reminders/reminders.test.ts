import { reminders } from '@app/db/schema/retention';
import { eq } from '@app/db/orm';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';
import { utcHourOf } from './settings';

const BOT_TOKEN = '123456:test-bot-token';
let app: TestApp;

beforeEach(async () => {
  app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
});
afterEach(() => app.close());

function launch(id: number) {
  const data = sign({ user: { id, first_name: 'Tg' } }, BOT_TOKEN, new Date(app.clock.now().getTime() - 60_000));
  return { authorization: `tma ${data}` };
}

describe('PUT /api/me/reminder', () => {
  it('stores the local hour with its UTC hour, and GET /api/me shows it as chosen', async () => {
    const player = app.client();
    const headers = launch(6001);
    expect((await player.get('/api/me', headers)).body.reminder).toEqual({
      enabled: false,
      hour: 19,
      utcOffsetMinutes: 0,
      botStarted: false,
    });
    const body = { enabled: true, hour: 8, utcOffsetMinutes: 330 };
    const saved = await player.request('PUT', '/api/me/reminder', { json: body, headers });
    expect(saved.status).toBe(200);
    expect((await player.get('/api/me', headers)).body.reminder).toEqual({ ...body, botStarted: false });
    const [row] = await app.deps.database.select().from(reminders);
    // 08:00 at UTC+5:30 is 02:30 UTC: sent at 03:00 UTC, never before the hour chosen.
    expect(row).toMatchObject({ enabled: true, localHour: 8, utcOffsetMinutes: 330, hourUtc: 3 });
  });

  it('answers 401 signed out, 409 TELEGRAM_REQUIRED without Telegram, 400 for bad values', async () => {
    const body = { enabled: true, hour: 20, utcOffsetMinutes: 60 };
    expect((await app.client().request('PUT', '/api/me/reminder', { json: body })).status).toBe(401);
    const web = app.client();
    await web.signIn(WALLETS.alice);
    expect((await web.get('/api/me')).body.reminder).toBeNull();
    const refused = await web.request('PUT', '/api/me/reminder', { json: body });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('TELEGRAM_REQUIRED');
    const headers = launch(6002);
    for (const bad of [
      { ...body, hour: 24 },
      { ...body, hour: 7.5 },
      { ...body, utcOffsetMinutes: 900 },
      { ...body, enabled: 'yes' },
      {},
    ]) {
      expect((await app.client().request('PUT', '/api/me/reminder', { json: bad, headers })).status).toBe(400);
    }
    expect(await app.deps.database.select().from(reminders).where(eq(reminders.enabled, true))).toEqual([]);
  });
});

describe('utcHourOf', () => {
  it('wraps around the day both ways', () => {
    expect(utcHourOf(1, 120)).toBe(23);
    expect(utcHourOf(22, -300)).toBe(3);
    expect(utcHourOf(0, 0)).toBe(0);
    expect(utcHourOf(8, -570)).toBe(18);
  });
});
