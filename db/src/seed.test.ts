import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from './client';
import { DEMO_NFTS } from './demo-nfts';
import { nfts } from './schema/nfts';
import { seedDemoNfts } from './seed';

describe('the demo seed', () => {
  it('seeds an empty pool once, with hints, two throwbacks and images that exist', () => {
    const db = openDb(join(mkdtempSync(join(tmpdir(), 'bwif-seed-')), 'app.db'));
    expect(seedDemoNfts(db, new Date())).toBeGreaterThanOrEqual(12);
    expect(seedDemoNfts(db, new Date())).toBe(0);
    const rows = db.select().from(nfts).all();
    expect(rows).toHaveLength(DEMO_NFTS.length);
    expect(rows.filter((nft) => nft.throwbackThursday)).toHaveLength(2);
    expect(rows.filter((nft) => nft.hint).length).toBeGreaterThan(rows.length / 2);
    expect(new Set(rows.map((nft) => nft.nftId)).size).toBe(rows.length);
    for (const nft of rows) {
      expect(existsSync(join(import.meta.dirname, '..', 'seed', 'images', nft.imageUrl.slice('demo:'.length)))).toBe(true);
    }
    db.$client.close();
  });
});
