import { nfts } from '@app/db/schema/nfts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ISSUER } from '../../adapters/nft-source/offline-nft-source';
import { adminClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness';

let app: TestApp;
let admin: TestClient;

beforeEach(async () => {
  app = await startTestApp();
  admin = await adminClient(app);
});

afterEach(() => app.close());

describe('the offline ledger (no NFT_API_URL, no XRPL_URL)', () => {
  it('knows the demo collection: a lookup fills the form and an import adds it beside the seeded pool, numbers repeated', async () => {
    expect(app.deps.nftSource.kind).toBe('offline');
    const started = await admin.post('/api/admin/nfts/import', { issuer: DEMO_ISSUER });
    const job = await vi.waitFor(async () => {
      const progress = (await admin.get(`/api/admin/nfts/import/${started.body.jobId}`)).body;
      if (progress.status === 'running') throw new Error('still running');
      return progress;
    });
    expect(job).toMatchObject({ status: 'done', total: 14, imported: 14, skipped: 0, failed: 0 });
    const frogs = app.db
      .select()
      .from(nfts)
      .all()
      .filter((nft) => nft.nftId === '385');
    expect(frogs).toHaveLength(2);
    const imported = frogs.find((nft) => nft.nftTokenId)!;
    expect(imported).toMatchObject({ issuer: DEMO_ISSUER, imageUrl: 'demo:sigma-frog-385.png', active: true });

    const found = await admin.post('/api/admin/nfts/lookup', { nftTokenId: imported.nftTokenId });
    expect(found.body).toMatchObject({
      name: 'Sigma Frog #385',
      nftId: '385',
      collection: 'Sigma Frogs',
      previewUrl: null,
    });
    expect((await admin.post('/api/admin/nfts/lookup', { nftTokenId: 'A'.repeat(64) })).status).toBe(404);
  });
});
