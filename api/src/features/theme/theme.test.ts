import { sessions } from '@app/db/schema/sessions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

const sessionCount = () => app.db.select().from(sessions).all().length;

describe('the appearance', () => {
  it('costs no session row without a session, however often it is set', async () => {
    for (let call = 0; call < 100; call++) {
      const response = await app.client().post('/api/theme', { appearance: call % 2 ? 'dark' : 'light' });
      expect(response.status).toBe(200);
    }
    expect(sessionCount()).toBe(0);
  });

  it('round-trips through its own cookie for a browser that is not signed in', async () => {
    const browser = app.client();
    await browser.post('/api/theme', { appearance: 'dark' });
    expect(browser.cookie).toBe('appearance=dark');
    expect((await browser.get('/api/theme')).body).toEqual({ appearance: 'dark' });
    expect((await browser.get('/api/me')).body.appearance).toBe('dark');
    expect((await app.client().get('/api/theme')).body).toEqual({ appearance: 'system' });
    expect((await app.client().get('/api/theme', { cookie: 'appearance=blue' })).body).toEqual({
      appearance: 'system',
    });
  });

  it("stays with a signed-in player's session, whatever the browser's cookie says", async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    await player.post('/api/theme', { appearance: 'light' });
    const sid = player.cookie.split('; ').find((cookie) => cookie.startsWith('sid='))!;
    expect((await app.client().get('/api/theme', { cookie: `${sid}; appearance=dark` })).body).toEqual({
      appearance: 'light',
    });
    expect((await app.client().get('/api/me', { cookie: sid })).body.appearance).toBe('light');
  });
});
