import { describe, expect, it } from 'vitest';
import { eachTestWithAdmin } from '../../../test/admin-app';
import { WALLETS, type TestApp, type TestClient } from '../../../test/harness';

let app: TestApp;
let admin: TestClient;
eachTestWithAdmin((started) => ({ app, admin } = started));

const status = async () => (await app.client().get('/api/maintenance/status')).body;

describe('the maintenance notice', () => {
  it('tells players the admin message and expected end, and is gone once maintenance is off', async () => {
    expect(await status()).toEqual({
      maintenance: false,
      letThrough: false,
      message: '',
      until: null,
      announcement: null,
    });
    const enabled = await admin.post('/api/admin/maintenance/enable', {
      message: ' Moving to a faster server. ',
      until: '2026-11-18T12:30:00Z',
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toEqual({
      maintenance: true,
      since: '2026-11-18T10:00:00.000Z',
      message: 'Moving to a faster server.',
      until: '2026-11-18T12:30:00.000Z',
    });
    expect(await status()).toMatchObject({
      maintenance: true,
      message: 'Moving to a faster server.',
      until: '2026-11-18T12:30:00.000Z',
    });
    expect((await admin.get('/api/admin/maintenance/status')).body).toMatchObject({
      message: 'Moving to a faster server.',
    });
    const [entry] = (await admin.get('/api/admin/audit?action=maintenance.enable')).body;
    expect(JSON.parse(entry.detail)).toEqual({
      message: 'Moving to a faster server.',
      until: '2026-11-18T12:30:00.000Z',
    });

    expect((await admin.post('/api/admin/maintenance/disable')).status).toBe(200);
    expect(await status()).toMatchObject({ maintenance: false, message: '', until: null });
    // Without a body, as before: no message, no end.
    expect((await admin.post('/api/admin/maintenance/enable')).body).toMatchObject({ message: '', until: null });
  });

  it('refuses a past end, a malformed one and an overlong message with a 400 naming it, switching nothing', async () => {
    const refusals: Array<[unknown, string, RegExp]> = [
      [{ until: '2026-11-18T09:59:00Z' }, 'until', /end time must be in the future/],
      [{ until: 'soon' }, 'until', /end time must be an ISO 8601 date-time/],
      [{ message: 'x'.repeat(301) }, 'message', /at most 300 characters/],
    ];
    for (const [body, field, message] of refusals) {
      const response = await admin.post('/api/admin/maintenance/enable', body);
      expect([response.status, response.body.error.field], JSON.stringify(body)).toEqual([400, field]);
      expect(response.body.error.message).toMatch(message);
    }
    expect((await status()).maintenance).toBe(false);
  });

  it('is the admin’s alone to set', async () => {
    const player = app.client();
    await player.signIn(WALLETS.alice);
    expect((await player.post('/api/admin/maintenance/enable', { message: 'Hi' })).status).toBe(403);
    expect((await app.client().post('/api/admin/maintenance/enable', { message: 'Hi' })).status).toBe(401);
  });
});
