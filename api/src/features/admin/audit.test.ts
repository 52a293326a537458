import { describe, expect, it } from 'vitest';
import { auditLog } from '@app/db/schema/settings';
import { DAY_MS } from '@app/shared/constants';
import { AUDIT_PAGE_SIZE } from '@app/shared/schemas/admin';
import type { TestApp, TestClient } from '../../../test/harness';
import { eachTestWithAdmin } from '../../../test/admin-app';

let app: TestApp;
let admin: TestClient;

eachTestWithAdmin((started) => ({ app, admin } = started));

/** An entry of another actor (the bot's admin), written as the audit trail writes one. */
async function insertAuditEntry(testApp: TestApp, entry: { actor: string; action: string; at: Date }) {
  await testApp.deps.database.insert(auditLog).values({ ...entry, detail: null });
}

async function someActions() {
  await admin.post('/api/admin/reset-ad-counts');
  await admin.post('/api/admin/nfts', {
    name: 'Frog, "the =1st"',
    nftId: '4242',
    imageUrl: 'https://example.com/frog.png',
  });
  await admin.post('/api/admin/reset-ad-counts');
}

describe('the audit log', () => {
  it('filters by action, and refuses an action it does not know', async () => {
    await someActions();
    const resets = (await admin.get('/api/admin/audit?action=ads.reset')).body;
    expect(resets.map((entry: { action: string }) => entry.action)).toEqual(['ads.reset', 'ads.reset']);
    expect((await admin.get('/api/admin/audit')).body).toHaveLength(3);
    expect((await admin.get('/api/admin/audit?action=nft.nothing')).status).toBe(400);
    expect((await app.client().get('/api/admin/audit/export.csv')).status).toBe(401);
  });

  it('exports CSV with the details, quoted; filtered by action too', async () => {
    await someActions();
    const csv = await admin.get('/api/admin/audit/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename=audit-2026-11-18.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('at,actor,action,detail');
    expect(lines).toHaveLength(4);
    const wallet = app.deps.settings.adminWallet;
    expect(lines[2]).toMatch(new RegExp(`^2026-11-18T10:00:00.000Z,${wallet},nft.add,"{""id"":\\d+,`));
    expect(lines[2]).toContain('""name"":""Frog, \\""the =1st\\""""');
    const filtered = (await admin.get('/api/admin/audit/export.csv?action=nft.add')).text.trim().split('\r\n');
    expect(filtered).toHaveLength(2);
  });

  it('filters by actor and by UTC days, pages 50 at a time, and names a bad filter', async () => {
    const wallet = app.deps.settings.adminWallet;
    const yesterday = new Date(app.clock.now().getTime() - DAY_MS);
    await insertAuditEntry(app, { actor: wallet, action: 'ads.reset', at: yesterday });
    for (let action = 0; action < 52; action++) await admin.post('/api/admin/reset-ad-counts');
    await insertAuditEntry(app, { actor: 'telegram:1', action: 'maintenance.enable', at: app.clock.now() });

    const bot = (await admin.get('/api/admin/audit?actor=telegram:1')).body;
    expect(bot.map((entry: { actor: string }) => entry.actor)).toEqual(['telegram:1']);
    const firstDay = (await admin.get('/api/admin/audit?from=2026-11-17&to=2026-11-17')).body;
    expect(firstDay).toEqual([expect.objectContaining({ action: 'ads.reset', at: '2026-11-17T10:00:00.000Z' })]);

    const byAdmin = `actor=${wallet}&from=2026-11-18&to=2026-11-18`;
    const first = (await admin.get(`/api/admin/audit?${byAdmin}`)).body;
    const second = (await admin.get(`/api/admin/audit?${byAdmin}&page=2`)).body;
    expect([first.length, second.length]).toEqual([AUDIT_PAGE_SIZE, 2]);
    expect(first[0].id).toBeGreaterThan(second[0].id);
    expect((await admin.get(`/api/admin/audit?${byAdmin}&page=3`)).body).toEqual([]);
    const csv = (await admin.get(`/api/admin/audit/export.csv?${byAdmin}&page=2`)).text.trim().split('\r\n');
    expect(csv).toHaveLength(1 + 52);

    for (const [query, field] of [
      ['from=2026-11-18&to=2026-11-17', 'from'],
      ['to=2026-02-30', 'to'],
      ['page=0', 'page'],
      ['actor=', 'actor'],
    ]) {
      const refused = await admin.get(`/api/admin/audit?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.field, query).toBe(field);
    }
  });
});
