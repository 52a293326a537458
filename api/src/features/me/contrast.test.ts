import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.close());

describe('the high-contrast setting', () => {
  it('is saved on the account: another device of the player sees it, and it turns off again', async () => {
    const phone = app.client();
    await phone.signIn(WALLETS.alice);
    expect((await phone.get('/api/me')).body.highContrast).toBe(false);

    const saved = await phone.request('PUT', '/api/me/high-contrast', { json: { highContrast: true } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ highContrast: true });
    const laptop = app.client();
    await laptop.signIn(WALLETS.alice);
    expect((await laptop.get('/api/me')).body.highContrast).toBe(true);
    // Another player's is their own.
    const bob = app.client();
    await bob.signIn(WALLETS.bob);
    expect((await bob.get('/api/me')).body.highContrast).toBe(false);

    await laptop.request('PUT', '/api/me/high-contrast', { json: { highContrast: false } });
    expect((await phone.get('/api/me')).body.highContrast).toBe(false);
  });

  it('needs a session, and refuses anything but a true or false with a 400 naming it', async () => {
    const visitor = app.client();
    expect((await visitor.get('/api/me')).body.highContrast).toBe(false);
    expect((await visitor.request('PUT', '/api/me/high-contrast', { json: { highContrast: true } })).status).toBe(401);

    const alice = app.client();
    await alice.signIn(WALLETS.alice);
    for (const body of [{}, { highContrast: 'yes' }, { highContrast: 1 }, { highContrast: true, extra: 1 }]) {
      const answer = await alice.request('PUT', '/api/me/high-contrast', { json: body });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('BAD_REQUEST');
    }
    expect(
      (await alice.request('PUT', '/api/me/high-contrast', { json: { highContrast: 'yes' } })).body.error.message,
    ).toMatch(/highContrast must be true or false/);
    expect((await alice.get('/api/me')).body.highContrast).toBe(false);
  });
});
