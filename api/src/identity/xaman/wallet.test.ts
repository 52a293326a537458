import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signSessionId } from '../session/cookie';
import { adminClient, startTestApp, type TestApp, WALLETS } from '../../../test/harness';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

describe('sign-in through the development wallet', () => {
  it('creates a request, shows the approval page, and signs the browser in once approved', async () => {
    const browser = app.client();
    const created = await browser.post('/api/wallet/xaman/create');
    expect(created.status).toBe(200);
    expect(created.body.qrData).toBe(`${app.url}/dev/xaman/${created.body.uuid}`);

    const page = await app.client().get(`/dev/xaman/${created.body.uuid}`);
    expect(page.text).toContain('Approve');

    const pending = await browser.get(`/api/wallet/xaman/status/${created.body.uuid}`);
    expect(pending.body).toEqual({ resolved: false, account: null });
    expect((await browser.get('/api/me')).body.walletAddress).toBeNull();

    const approve = await app.client().post(`/dev/xaman/${created.body.uuid}/approve`, { account: WALLETS.alice });
    expect(approve.status).toBe(200);
    // The provider's answer is cached for 2 s; the browser's next poll comes later.
    app.clock.advance(5_000);
    const signed = await browser.get(`/api/wallet/xaman/status/${created.body.uuid}`);
    expect(signed.body).toEqual({ resolved: true, account: WALLETS.alice });
    expect(signed.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const me = await browser.get('/api/me');
    expect(me.body).toMatchObject({ walletAddress: WALLETS.alice, isAdmin: false });
  });

  it('does not hand a sign-in to a browser that did not start it', async () => {
    const browser = app.client();
    const created = await browser.post('/api/wallet/xaman/create');
    await app.client().post(`/dev/xaman/${created.body.uuid}/approve`, { account: WALLETS.alice });
    const thief = app.client();
    const stolen = await thief.get(`/api/wallet/xaman/status/${created.body.uuid}`);
    expect(stolen.status).toBe(404);
    expect((await thief.get('/api/me')).body.walletAddress).toBeNull();
  });

  it('reports a rejected request and signs nobody in', async () => {
    const browser = app.client();
    const created = await browser.post('/api/wallet/xaman/create');
    await app.client().post(`/dev/xaman/${created.body.uuid}/reject`);
    const status = await browser.get(`/api/wallet/xaman/status/${created.body.uuid}`);
    expect(status.body).toEqual({ resolved: false, account: null, failed: 'rejected' });
    expect((await browser.get('/api/me')).body.walletAddress).toBeNull();
  });

  it('refuses an approval with an address that is not an XRPL account', async () => {
    const created = await app.client().post('/api/wallet/xaman/create');
    const approve = await app.client().post(`/dev/xaman/${created.body.uuid}/approve`, { account: 'not-an-address' });
    expect(approve.status).toBe(400);
    expect(approve.body.error.field).toBe('account');
  });

  it('refuses, with 403, every request of the development wallet that came through a proxy', async () => {
    const proxied = { 'x-forwarded-for': '203.0.113.7' };
    const browser = app.client();
    const create = await browser.request('POST', '/api/wallet/xaman/create', { headers: proxied });
    expect(create.status).toBe(403);
    expect(create.body.error.message).toBe('The development wallet does not answer requests that came through a proxy');

    const created = await browser.post('/api/wallet/xaman/create');
    const { uuid } = created.body;
    const page = await app.client().get(`/dev/xaman/${uuid}`, proxied);
    expect(page.status).toBe(403);
    const forwarded = { forwarded: 'for=203.0.113.7' };
    for (const headers of [proxied, forwarded]) {
      const approve = await app.client().request('POST', `/dev/xaman/${uuid}/approve`, {
        json: { account: WALLETS.alice },
        headers,
      });
      expect(approve.status).toBe(403);
      expect((await app.client().request('POST', `/dev/xaman/${uuid}/reject`, { headers })).status).toBe(403);
    }
    expect((await browser.get(`/api/wallet/xaman/status/${uuid}`)).body).toEqual({ resolved: false, account: null });
  });

  it('marks only the admin wallet as admin', async () => {
    const admin = await adminClient(app);
    expect((await admin.get('/api/me')).body.isAdmin).toBe(true);
  });
});

describe('sessions', () => {
  it('logs out by revoking the session on the server', async () => {
    const browser = app.client();
    await browser.signIn(WALLETS.alice);
    const stolenCookie = browser.cookie;
    expect((await browser.post('/api/session/logout')).status).toBe(204);
    const replay = await app.client().get('/api/player/stats', { cookie: stolenCookie });
    expect(replay.status).toBe(401);
  });

  it('refuses a forged session cookie', async () => {
    const browser = app.client();
    await browser.signIn(WALLETS.alice);
    const [id] = browser.cookie.slice('sid='.length).split('.');
    const forged = await app
      .client()
      .get('/api/player/stats', { cookie: `sid=${signSessionId(id!, 'another-secret')}` });
    expect(forged.status).toBe(401);
    const unsigned = await app.client().get('/api/player/stats', { cookie: `sid=${id}` });
    expect(unsigned.status).toBe(401);
  });

  it('refuses a session after 30 days, even one read a second before', async () => {
    const browser = app.client();
    await browser.signIn(WALLETS.alice);
    app.clock.advance(30 * 24 * 3600 * 1000 - 1000);
    expect((await browser.get('/api/player/stats')).status).toBe(200);
    app.clock.advance(2000);
    expect((await browser.get('/api/player/stats')).status).toBe(401);
  });

  it('keeps the appearance with the session, across sign-in', async () => {
    const browser = app.client();
    expect((await browser.post('/api/theme', { appearance: 'dark' })).body).toEqual({ appearance: 'dark' });
    await browser.signIn(WALLETS.alice);
    expect((await browser.get('/api/theme')).body).toEqual({ appearance: 'dark' });
    expect((await browser.post('/api/theme', { appearance: 'blue' })).status).toBe(400);
  });
});
