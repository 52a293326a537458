import { guesses } from '@app/db/schema/rounds';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeRippled, type FakeRippled } from '../../test/fakes/fake-rippled';
import { startFakeXaman, type FakeXaman } from '../../test/fakes/fake-xaman';
import { startAppWithPlayer, startTestApp, type TestApp } from '../../test/harness';
import { xrplLedger } from '../adapters/ledger/xrpl-ledger';
import { xummAdapter } from '../adapters/xaman/xumm-adapter';
import { DEV_HOLDER_WALLET } from '../settings';

const TIMEOUT_MS = 300;
let app: TestApp | undefined;
let xaman: FakeXaman | undefined;
let rippled: FakeRippled | undefined;

afterEach(async () => {
  await app?.close();
  await xaman?.close();
  await rippled?.close();
  app = xaman = rippled = undefined;
});

describe('outside services that hang or fail', () => {
  it.each(['hang', 'error-500', 'garbage'] as const)(
    'Xaman that answers %s: a clear 503 within the timeout, no session',
    async (mode) => {
      xaman = await startFakeXaman();
      xaman.mode = mode;
      const adapter = xummAdapter({
        apiKey: '11111111-2222-3333-4444-555555555555',
        apiSecret: '66666666-7777-8888-9999-000000000000',
        endpoint: xaman.endpoint,
        timeoutMs: TIMEOUT_MS,
      });
      app = await startTestApp({ overrides: { xaman: adapter } });
      const browser = app.client();
      const started = performance.now();
      const created = await browser.post('/api/wallet/xaman/create');
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 5);
      expect(created.status).toBe(503);
      expect(created.body.error.message).toBe('Failed to create Xaman session');
      expect((await browser.get('/api/me')).body.walletAddress).toBeNull();
    },
  );

  it('a ledger that never answers: the holder still plays, scored within the timeout, nothing half-written', async () => {
    rippled = await startFakeRippled();
    rippled.silent = true;
    const ledger = xrplLedger({
      url: rippled.url,
      issuer: 'rBWiFiSsuerXXXXXXXXXXXXXXXXXXXXXX',
      currency: 'BWIF',
      timeoutMs: TIMEOUT_MS,
    });
    const started = await startAppWithPlayer(DEV_HOLDER_WALLET, { overrides: { ledger } });
    app = started.app;
    const round = await app.currentRound();
    const before = performance.now();
    const win = await started.player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    expect(performance.now() - before).toBeLessThan(TIMEOUT_MS * 5);
    expect(win.body).toMatchObject({ success: true, points: 10 });
    expect(app.db.select().from(guesses).all()).toHaveLength(1);
    expect((await started.player.get('/api/leaderboard')).body[0]).toMatchObject({ points: 10 });
    await ledger.close?.();
  });
});
