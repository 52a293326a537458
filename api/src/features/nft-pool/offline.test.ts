import { nfts } from '@app/db/schema/nfts';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ISSUER } from '../../adapters/nft-source/offline-nft-source';
import type { TestApp, TestClient } from '../../../test/harness';
import { eachTestWithAdmin } from '../../../test/admin-app';

let app: TestApp;
let admin: TestClient;

eachTestWithAdmin((started) => ({ app, admin } = started));

async function importCollection(issuer: string) {
  const started = await admin.post('/api/admin/nfts/import', { issuer });
  return vi.waitFor(async () => {
    const progress = (await admin.get(`/api/admin/nfts/import/${started.body.jobId}`)).body;
    if (progress.status === 'running') throw new Error('still running');
    return progress;
  });
}

describe('the offline ledger (no NFT_API_URL, no XRPL_URL)', () => {
  it('knows the demo collection: an import finds the seeded NFTs in the pool and gives them their NFTokenID', async () => {
    expect(app.deps.nftSource.kind).toBe('offline');
    const before = app.db.select().from(nfts).all();
    const job = await importCollection(DEMO_ISSUER);
    expect(job).toMatchObject({ status: 'done', total: 14, imported: 0, skipped: 14, failed: 0 });
    const after = app.db.select().from(nfts).all();
    expect(after).toHaveLength(before.length);
    const frogs = after.filter((nft) => nft.nftId === '415');
    expect(frogs).toHaveLength(1);
    const imported = frogs[0]!;
    expect(imported).toMatchObject({ issuer: DEMO_ISSUER, taxon: 1, active: true, nftTokenId: expect.any(String) });
    expect((await importCollection(DEMO_ISSUER)).skipped).toBe(14);

    const found = await admin.post('/api/admin/nfts/lookup', { nftTokenId: imported.nftTokenId });
    expect(found.body).toMatchObject({
      name: 'Sigma Frog #415',
      nftId: '415',
      collection: 'Sigma Frogs',
      previewUrl: null,
    });
  });

  it("says why it knows nothing else: the offline ledger's own reason, for a lookup and for an import", async () => {
    const unknown = await admin.post('/api/admin/nfts/lookup', { nftTokenId: 'A'.repeat(64) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(
      `The ledger does not know the NFT ${'A'.repeat(64)}: The offline ledger knows only the demo collection of ${DEMO_ISSUER}`,
    );
    const job = await importCollection('rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY');
    expect(job.status).toBe('failed');
    expect(job.errors).toEqual([
      { nftTokenId: '', reason: `The offline ledger knows only the demo collection of ${DEMO_ISSUER}` },
    ]);
  });
});
