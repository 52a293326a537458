import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/harness';
import { eachTestWithAdmin } from '../../../test/admin-app';

let admin: TestClient;

eachTestWithAdmin((started) => ({ admin } = started));

const frog = {
  name: 'Sigma Frog #77',
  nftId: '77',
  collection: 'Sigma Frogs',
  imageUrl: 'https://example.com/frog.png',
  active: false,
};

const edit = (id: number, json: unknown) => admin.request('PUT', `/api/admin/nfts/${id}`, { json });
const lastAudit = async () => (await admin.get('/api/admin/audit')).body[0];

describe('editing an NFT', () => {
  it('changes any subset of the form, keeps the rest, and writes the change to the audit log', async () => {
    const added = (await admin.post('/api/admin/nfts', frog)).body;
    const edited = await edit(added.id, { hint: 'Two sevens', nftId: '#78', active: true, setForDate: '2026-11-20' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: added.id,
      name: 'Sigma Frog #77',
      nftId: '78',
      hint: 'Two sevens',
      active: true,
      setForDate: '2026-11-20',
      collection: 'Sigma Frogs',
    });
    expect((await edit(added.id, { hint: '', collection: '' })).body).toMatchObject({ hint: null, collection: null });
    const entry = await lastAudit();
    expect(entry.action).toBe('nft.edit');
    expect(JSON.parse(entry.detail)).toEqual({ id: added.id, nftId: '78', changed: ['collection', 'hint'] });
  });

  it('answers 404 for an unknown NFT, 409 for a number its collection already has, 400 for bad values', async () => {
    const added = (await admin.post('/api/admin/nfts', frog)).body;
    expect((await edit(999_999, { hint: 'x' })).status).toBe(404);
    // The seed's Sigma Frogs already have a #415.
    const taken = await edit(added.id, { nftId: '415' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Sigma Frogs already has a #415: Sigma Frog #415');
    expect((await edit(added.id, { nftId: '415', collection: 'Other Frogs' })).status).toBe(200);
    for (const bad of [{ name: '' }, { imageUrl: 'not a url' }, { setForDate: '2026-11-17' }, { nftTokenId: 'A' }]) {
      expect((await edit(added.id, bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('adding an NFT by hand', () => {
  it('refuses a number its collection already has (409), and takes it in another collection', async () => {
    const again = await admin.post('/api/admin/nfts', { ...frog, nftId: '#0415' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      message: 'Sigma Frogs already has a #415: Sigma Frog #415',
      field: 'nftId',
    });
    expect((await admin.post('/api/admin/nfts', { ...frog, nftId: '415', collection: 'Pond Frogs' })).status).toBe(201);
  });
});

describe('activating NFTs', () => {
  it('activates many at once, audited; an unknown id changes nothing (404)', async () => {
    const ids: number[] = [];
    for (const nftId of ['71', '72', '73']) ids.push((await admin.post('/api/admin/nfts', { ...frog, nftId })).body.id);
    expect((await admin.post('/api/admin/nfts/activate', { ids: [ids[0], 999_999] })).status).toBe(404);
    expect((await admin.post('/api/admin/nfts/activate', { ids: [] })).status).toBe(400);
    const activated = await admin.post('/api/admin/nfts/activate', { ids: ids.slice(0, 2) });
    expect(activated.status).toBe(200);
    expect(activated.body).toEqual({ success: true, activated: 2 });
    const rows = (await admin.get('/api/admin/nfts')).body.filter((nft: { id: number }) => ids.includes(nft.id));
    expect(rows.map((nft: { nftId: string; active: boolean }) => [nft.nftId, nft.active])).toEqual([
      ['73', false],
      ['72', true],
      ['71', true],
    ]);
    const entry = await lastAudit();
    expect(entry.action).toBe('nft.activate');
    expect(JSON.parse(entry.detail)).toEqual({ ids: ids.slice(0, 2) });
  });
});
