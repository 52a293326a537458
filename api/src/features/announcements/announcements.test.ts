import { describe, expect, it } from 'vitest';
import { eachTestWithAdmin } from '../../../test/admin-app';
import { WALLETS, type TestApp, type TestClient } from '../../../test/harness';

let app: TestApp;
let admin: TestClient;
eachTestWithAdmin((started) => ({ app, admin } = started));

const status = async () => (await app.client().get('/api/maintenance/status')).body;
const auditOf = async (action: string) => (await admin.get(`/api/admin/audit?action=${action}`)).body;

describe('announcements', () => {
  it('are for the admin alone: 401 signed out, 403 for a player', async () => {
    const player = app.client();
    for (const [method, path] of [
      ['GET', '/api/admin/announcements'],
      ['POST', '/api/admin/announcements'],
      ['POST', '/api/admin/announcements/1/end'],
    ] as const) {
      const json = method === 'GET' ? undefined : { text: 'Hi' };
      expect((await app.client().request(method, path, { json })).status, path).toBe(401);
    }
    await player.signIn(WALLETS.alice);
    expect((await player.post('/api/admin/announcements', { text: 'Hi' })).status).toBe(403);
    expect((await player.post('/api/admin/announcements/1/end')).status).toBe(403);
  });

  it('refuse a bad text or end time with a 400 naming it', async () => {
    const refusals: Array<[unknown, string, RegExp]> = [
      [{}, 'text', /Announcement text is required/],
      [{ text: '   ' }, 'text', /Announcement text is required/],
      [{ text: ' \u202E\u2066 ' }, 'text', /Announcement text is required/],
      [{ text: 'x'.repeat(501) }, 'text', /at most 500 characters/],
      [{ text: 'Hi', endsAt: 'tomorrow' }, 'endsAt', /end time must be an ISO 8601 date-time/],
      [{ text: 'Hi', endsAt: '2026-11-18T09:00:00Z' }, 'endsAt', /end time must be in the future/],
      [{ text: 'Hi', toChannel: 'yes' }, 'toChannel', /toChannel/],
    ];
    for (const [body, field, message] of refusals) {
      const response = await admin.post('/api/admin/announcements', body);
      expect([response.status, response.body.error.field], JSON.stringify(body)).toEqual([400, field]);
      expect(response.body.error.message).toMatch(message);
    }
    expect((await admin.get('/api/admin/announcements')).body).toEqual([]);
  });

  it('drop the bidirectional controls that would turn the banner around', async () => {
    const posted = await admin.post('/api/admin/announcements', {
      text: 'Win \u202Eezirp\u202C and \u2067more\u2069\u200F',
    });
    expect(posted.body.text).toBe('Win ezirp and more');
    expect((await status()).announcement.text).toBe('Win ezirp and more');
  });

  it('show in the public status until their end time, and are audited', async () => {
    expect((await status()).announcement).toBeNull();
    const posted = await admin.post('/api/admin/announcements', {
      text: '  Double points this weekend!  ',
      endsAt: '2026-11-18T12:00:00+01:00',
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      text: 'Double points this weekend!',
      endsAt: '2026-11-18T11:00:00.000Z',
      current: true,
      endedAt: null,
      toChannel: false,
    });
    expect((await status()).announcement).toEqual({
      id: posted.body.id,
      text: 'Double points this weekend!',
      endsAt: '2026-11-18T11:00:00.000Z',
    });
    const [created] = await auditOf('announcement.create');
    expect(created.actor).toBe(app.deps.settings.adminWallet);
    expect(JSON.parse(created.detail)).toEqual({
      id: posted.body.id,
      text: 'Double points this weekend!',
      endsAt: '2026-11-18T11:00:00.000Z',
      toChannel: false,
    });

    app.clock.set('2026-11-18T11:00:00Z');
    expect((await status()).announcement).toBeNull();
    expect((await admin.get('/api/admin/announcements')).body[0]).toMatchObject({ current: false, endedAt: null });
  });

  it('end by the admin (404 unknown, 409 ended), and a new one replaces the one before', async () => {
    const first = (await admin.post('/api/admin/announcements', { text: 'First' })).body;
    const second = (await admin.post('/api/admin/announcements', { text: 'Second', toChannel: true })).body;
    expect((await status()).announcement).toMatchObject({ id: second.id, text: 'Second', endsAt: null });
    const listed = (await admin.get('/api/admin/announcements')).body;
    expect(listed.map((each: { id: number; current: boolean }) => [each.id, each.current])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(JSON.parse((await auditOf('announcement.create'))[0].detail)).toMatchObject({ ended: [first.id] });

    expect((await admin.post('/api/admin/announcements/999/end')).status).toBe(404);
    expect((await admin.post('/api/admin/announcements/abc/end')).body.error.field).toBe('id');
    const ended = await admin.post(`/api/admin/announcements/${second.id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ current: false, endedAt: '2026-11-18T10:00:00.000Z' });
    expect((await status()).announcement).toBeNull();
    expect((await admin.post(`/api/admin/announcements/${second.id}/end`)).status).toBe(409);
    expect(JSON.parse((await auditOf('announcement.end'))[0].detail)).toEqual({ id: second.id });
  });
});
