import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeXaman, type FakeXaman } from '../../../test/fakes/fake-xaman';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';
import { xummAdapter } from '../../adapters/xaman/xumm-adapter';

let app: TestApp;
let xaman: FakeXaman;

beforeEach(async () => {
  xaman = await startFakeXaman();
  const adapter = xummAdapter({
    apiKey: '11111111-2222-3333-4444-555555555555',
    apiSecret: '66666666-7777-8888-9999-000000000000',
    endpoint: xaman.endpoint,
  });
  app = await startTestApp({ overrides: { xaman: adapter }, env: { RATE_LIMIT_WALLET_STATUS_PER_MIN: '5' } });
});

afterEach(async () => {
  await app.close();
  await xaman.close();
});

const statusCalls = (uuid: string) => xaman.calls.filter((call) => call.method === 'GET' && call.path.endsWith(uuid));

describe('the sign-in status poll', () => {
  it('asks Xaman about a uuid at most once in 2 s, then again', async () => {
    const browser = app.client();
    const { uuid } = (await browser.post('/api/wallet/xaman/create')).body;
    for (let poll = 0; poll < 3; poll++) {
      expect((await browser.get(`/api/wallet/xaman/status/${uuid}`)).body).toEqual({ resolved: false, account: null });
      app.clock.advance(600);
    }
    expect(statusCalls(uuid)).toHaveLength(1);

    xaman.sign(uuid, WALLETS.alice);
    app.clock.advance(200);
    expect((await browser.get(`/api/wallet/xaman/status/${uuid}`)).body).toEqual({
      resolved: true,
      account: WALLETS.alice,
    });
    expect(statusCalls(uuid)).toHaveLength(2);
  });

  it('answers 429 with Retry-After past the per-session limit, and nothing reaches Xaman', async () => {
    const browser = app.client();
    const { uuid } = (await browser.post('/api/wallet/xaman/create')).body;
    app.clock.set('2026-11-18T10:01:00Z');
    for (let poll = 0; poll < 5; poll++) {
      expect((await browser.get(`/api/wallet/xaman/status/${uuid}`)).status).toBe(200);
      app.clock.advance(2_000);
    }
    const callsBefore = statusCalls(uuid).length;
    const limited = await browser.get(`/api/wallet/xaman/status/${uuid}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(statusCalls(uuid)).toHaveLength(callsBefore);

    // Another browser has its own allowance.
    const other = app.client();
    const second = (await other.post('/api/wallet/xaman/create')).body.uuid;
    expect((await other.get(`/api/wallet/xaman/status/${second}`)).status).toBe(200);
  });
});
