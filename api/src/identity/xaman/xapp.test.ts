import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '@app/db/schema/sessions';
import { startFakeXaman, type FakeXaman } from '../../../test/fakes/fake-xaman';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';
import { isDevelopmentWallet } from '../../adapters/xaman/dev-wallet';
import { xummAdapter } from '../../adapters/xaman/xumm-adapter';

let app: TestApp;
let xaman: FakeXaman | undefined;

afterEach(async () => {
  await app.close();
  await xaman?.close();
  xaman = undefined;
});

describe('POST /api/wallet/xapp with the development wallet', () => {
  it('signs the page in with a token minted for an address, once, as a Xaman sign-in', async () => {
    app = await startTestApp();
    const minted = await app.client().post('/dev/xaman/xapp', { account: WALLETS.alice, style: 'MOONLIGHT' });
    expect(minted.status).toBe(200);
    expect(minted.body.url).toBe(`${app.url}/?xAppToken=${minted.body.token}&xAppStyle=MOONLIGHT`);

    const page = app.client();
    const signedIn = await page.post('/api/wallet/xapp', { xAppToken: minted.body.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ account: WALLETS.alice, theme: 'dark' });
    expect((await page.get('/api/me')).body.walletAddress).toBe(WALLETS.alice);
    const [session] = await app.deps.database.select().from(sessions);
    expect(session).toMatchObject({ walletAddress: WALLETS.alice, proof: 'xapp' });

    // One time only: a replayed token is refused and signs nobody in.
    const replay = app.client();
    const refused = await replay.post('/api/wallet/xapp', { xAppToken: minted.body.token });
    expect(refused.status).toBe(401);
    expect((await replay.get('/api/me')).body.walletAddress ?? null).toBeNull();
  });

  it('answers 400 for a malformed token, 401 for an unknown or expired one, 403 for the admin wallet', async () => {
    app = await startTestApp();
    for (const bad of [{}, { xAppToken: '' }, { xAppToken: 'a b' }, { xAppToken: 12 }]) {
      expect((await app.client().post('/api/wallet/xapp', bad)).status).toBe(400);
    }
    expect((await app.client().post('/api/wallet/xapp', { xAppToken: 'ffffffff-0000' })).status).toBe(401);
    const wallet = app.deps.xaman;
    if (!isDevelopmentWallet(wallet)) throw new Error('the development wallet is expected');
    const token = await wallet.mintXAppToken(WALLETS.bob);
    app.clock.advance(11 * 60_000);
    const expired = await app.client().post('/api/wallet/xapp', { xAppToken: token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('UNAUTHORIZED');
    const admin = await app.client().post('/api/wallet/xapp', {
      xAppToken: await wallet.mintXAppToken(app.deps.settings.adminWallet),
    });
    expect(admin.status).toBe(403);
  });
});

describe('POST /api/wallet/xapp with Xaman', () => {
  async function start() {
    xaman = await startFakeXaman();
    const adapter = xummAdapter({
      apiKey: '11111111-2222-4333-8444-555555555555',
      apiSecret: '66666666-7777-4888-9999-aaaaaaaaaaaa',
      endpoint: xaman.endpoint,
    });
    app = await startTestApp({ overrides: { xaman: adapter } });
    return xaman;
  }

  it("resolves the token with Xaman's xApp API, server to server, and follows its theme", async () => {
    const fake = await start();
    const token = fake.launchXApp(WALLETS.carol, { style: 'LIGHT' });
    const page = app.client();
    const signedIn = await page.post('/api/wallet/xapp', { xAppToken: token });
    expect(signedIn.body).toEqual({ account: WALLETS.carol, theme: 'light' });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: `/api/v1/platform/xapp/ott/${token}` });
    expect((await page.get('/api/me')).body.walletAddress).toBe(WALLETS.carol);
    expect((await app.client().post('/api/wallet/xapp', { xAppToken: token })).status).toBe(401);
  });

  it('refuses an account Xaman does not say is open with full access, and answers 503 when Xaman fails', async () => {
    const fake = await start();
    for (const access of ['READONLY', null]) {
      const token = fake.launchXApp(WALLETS.alice, { access });
      const refused = await app.client().post('/api/wallet/xapp', { xAppToken: token });
      expect(refused.status, String(access)).toBe(401);
    }
    fake.mode = 'error-500';
    const down = await app.client().post('/api/wallet/xapp', { xAppToken: fake.launchXApp(WALLETS.alice) });
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
