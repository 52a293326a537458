import { openDb } from '@app/db/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminClient, startTestApp, type TestApp, WALLETS } from '../../../test/harness';
import { sqliteDatabase } from '@app/db/sqlite/open';
import { getMaintenance, setMaintenance } from './service';

let app: TestApp;

beforeEach(async () => {
  app = await startTestApp();
});

afterEach(() => app.close());

describe('maintenance gate', () => {
  it('answers 503 MAINTENANCE on game routes while on, and keeps status and sign-in open', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const untold = { message: '', until: null, announcement: null };
    expect((await player.get('/api/maintenance/status')).body).toEqual({
      maintenance: false,
      letThrough: false,
      ...untold,
    });

    await setMaintenance({ ctx: app.deps, input: true });
    expect((await player.get('/api/maintenance/status')).body).toEqual({
      maintenance: true,
      letThrough: false,
      ...untold,
    });
    const blocked = await player.get('/api/game/current');
    expect(blocked.status).toBe(503);
    expect(blocked.body.error.code).toBe('MAINTENANCE');
    // Every 503 says when to try again.
    expect(blocked.headers.get('retry-after')).toBe('5');
    expect((await player.post('/api/game/guess', { guess: '1', roundId: 1 })).status).toBe(503);
    expect((await player.get('/api/me')).status).toBe(200);
    expect((await app.client().post('/api/wallet/xaman/create')).status).toBe(200);

    await setMaintenance({ ctx: app.deps, input: false });
    expect((await player.get('/api/game/current')).status).toBe(200);
  });

  it('keeps exactly the routes declared open answering: status, config, sign-in, who-am-I, logout, admin, images, ad network rewards', async () => {
    const admin = await adminClient(app);
    const { imageUrl } = (await admin.get('/api/game/image')).body;
    await setMaintenance({ ctx: app.deps, input: true });
    const open: Array<[string, string]> = [
      ['GET', '/api/maintenance/status'],
      ['GET', '/api/config'],
      ['POST', '/api/wallet/xaman/create'],
      ['GET', '/api/wallet/xaman/status/00000000-0000-0000-0000-000000000000'],
      ['GET', '/api/me'],
      ['GET', '/api/admin/nfts'],
      ['GET', '/api/admin/audit'],
      ['GET', imageUrl],
      ['POST', '/api/session/logout'],
      ['GET', '/api/rewards/adsgram?userid=1&secret=x'],
    ];
    for (const [method, path] of open) {
      const response = await admin.request(method, path, method === 'GET' ? {} : { json: {} });
      expect(response.status, `${method} ${path}`).not.toBe(503);
    }
    const closed: Array<[string, string]> = [
      ['GET', '/api/game/current'],
      ['GET', '/api/game/image'],
      ['POST', '/api/game/guess'],
      ['GET', '/api/theme'],
      ['POST', '/api/theme'],
      ['GET', '/api/leaderboard'],
      ['GET', '/api/leaderboard/me'],
      ['GET', '/api/leaderboard/history'],
      ['GET', '/api/bwif-leaderboard'],
      ['GET', '/api/bwif-points-leaderboard'],
      ['GET', '/api/player/stats'],
      ['POST', '/api/telegram/auth'],
      ['POST', '/api/telegram/link-wallet'],
      ['POST', '/api/rewards/ad'],
      ['POST', '/api/rewards/ad/intent'],
      ['GET', '/api/ad-reset-check'],
    ];
    for (const [method, path] of closed) {
      const response = await app.client().request(method, path, method === 'GET' ? {} : { json: {} });
      expect([`${method} ${path}`, response.status, response.body.error.code]).toEqual([
        `${method} ${path}`,
        503,
        'MAINTENANCE',
      ]);
    }
  });

  it("lets the admin's session try the game during maintenance, and tells its front end so; everyone else gets 503", async () => {
    const admin = await adminClient(app);
    const player = app.client();
    await player.signIn(WALLETS.alice);
    const posingAsAdmin = { 'x-wallet-address': app.deps.settings.adminWallet };
    await setMaintenance({ ctx: app.deps, input: true });

    expect((await admin.get('/api/maintenance/status')).body).toMatchObject({ maintenance: true, letThrough: true });
    expect((await player.get('/api/maintenance/status')).body).toMatchObject({ maintenance: true, letThrough: false });
    const round = await admin.get('/api/game/current');
    expect(round.status).toBe(200);
    expect((await admin.get('/api/game/image')).status).toBe(200);
    expect((await admin.post('/api/game/guess', { guess: '1', roundId: round.body.roundId })).status).toBe(200);
    expect((await admin.get('/api/leaderboard')).status).toBe(200);
    for (const client of [player, app.client()]) {
      const blocked = await client.get('/api/game/current', posingAsAdmin);
      expect([blocked.status, blocked.body.error.code]).toEqual([503, 'MAINTENANCE']);
    }
  });

  it('survives a restart: the state lives in the database, stamped by the server clock', async () => {
    app.clock.set('2026-03-04T05:06:07Z');
    await setMaintenance({ ctx: app.deps, input: true });
    const reopened = openDb(app.deps.settings.databasePath);
    expect(await getMaintenance({ ctx: { database: sqliteDatabase(reopened) } })).toEqual({
      maintenance: true,
      since: '2026-03-04T05:06:07.000Z',
      message: '',
      until: null,
    });
    reopened.$client.close();
  });

  it('answers unknown API routes with a 404 JSON error', async () => {
    const missing = await app.client().get('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND' });
  });
});
