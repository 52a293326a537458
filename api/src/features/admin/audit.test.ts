import { describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../test/harness';
import { eachTestWithAdmin } from '../../../test/admin-app';

let app: TestApp;
let admin: TestClient;

eachTestWithAdmin((started) => ({ app, admin } = started));

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
});
