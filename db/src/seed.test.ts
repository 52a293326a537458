import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from './client';
import { nfts } from './schema/nfts';
import { seedDemoNfts } from './seed';

const IMAGES = join(import.meta.dirname, '..', 'seed', 'images');
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'seed-'));
  db = openDb(join(dir, 'app.db'));
});

afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seedDemoNfts', () => {
  it('fills an empty pool once: a second run adds nothing', () => {
    const now = new Date('2026-11-20T08:00:00Z');
    const added = seedDemoNfts(db, now);
    expect(added).toBeGreaterThanOrEqual(12);
    expect(seedDemoNfts(db, now)).toBe(0);
    const rows = db.select().from(nfts).all();
    expect(rows).toHaveLength(added);
    expect(rows.every((nft) => nft.active && nft.dateAdded.getTime() === now.getTime())).toBe(true);
  });

  it('leaves a pool that already has NFTs alone', () => {
    db.insert(nfts)
      .values({ nftId: '1', name: 'Mine', imageUrl: 'https://example.com/1.png', dateAdded: new Date() })
      .run();
    expect(seedDemoNfts(db, new Date())).toBe(0);
    expect(db.select().from(nfts).all()).toHaveLength(1);
  });

  it('seeds distinct canonical ids, two throwbacks, hints on most and full details', () => {
    seedDemoNfts(db, new Date());
    const rows = db.select().from(nfts).all();
    expect(new Set(rows.map((nft) => nft.nftId)).size).toBe(rows.length);
    expect(rows.every((nft) => /^[1-9]\d{0,9}$/.test(nft.nftId))).toBe(true);
    expect(rows.filter((nft) => nft.throwbackThursday)).toHaveLength(2);
    expect(rows.filter((nft) => nft.hint).length).toBeGreaterThan(rows.length / 2);
    expect(rows.every((nft) => nft.collection && nft.creator && nft.description)).toBe(true);
    // a hint that quotes the id would hand holders the answer
    expect(rows.filter((nft) => nft.hint?.includes(nft.nftId))).toEqual([]);
  });

  it('points every NFT at a shipped 512 px PNG under 60 KB', () => {
    seedDemoNfts(db, new Date());
    for (const nft of db.select().from(nfts).all()) {
      expect(nft.imageUrl).toMatch(/^demo:[a-z0-9-]+\.png$/);
      const file = join(IMAGES, nft.imageUrl.slice('demo:'.length));
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      // IHDR: width and height are the first two big-endian words after the chunk header
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([512, 512]);
      expect(statSync(file).size).toBeLessThan(60 * 1024);
    }
  });
});
