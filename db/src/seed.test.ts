import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase } from '../test/databases';
import type { OpenedDatabase } from './client';
import type { Database } from './database';
import { nfts } from './sqlite/schema/nfts';
import { seedDemoNfts } from './seed';

const IMAGES = join(import.meta.dirname, '..', 'seed', 'images');
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
const SPEC = join(import.meta.dirname, '..', '..', 'docs', 'SPEC.md');

/**
 * The numbers players are shown as examples, from the spec whose strings the front ends show
 * word for word: every "#n" and "e.g. n" (the guess field's "e.g. 385 or #385").
 */
function exampleNumbers(): Set<string> {
  const spec = readFileSync(SPEC, 'utf8');
  return new Set([...spec.matchAll(/(?:#|e\.g\. )(\d+)/g)].map((match) => match[1]!));
}

describe.each(ENGINES)('seedDemoNfts on %s', (engine) => {
  let opened: OpenedDatabase;
  let db: Database;

  beforeEach(async () => {
    opened = await openTestDatabase(engine);
    db = opened.database;
  });
  afterEach(() => opened.close());

  it('fills an empty pool once, however many processes seed at the same moment', async () => {
    const now = new Date('2026-11-20T08:00:00Z');
    const added = await Promise.all([seedDemoNfts(db, now), seedDemoNfts(db, now), seedDemoNfts(db, now)]);
    expect(added.filter((count) => count > 0)).toHaveLength(1);
    const rows = await db.select().from(nfts);
    expect(rows).toHaveLength(Math.max(...added));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.every((nft) => nft.active && nft.dateAdded.getTime() === now.getTime())).toBe(true);
  });

  it('leaves a pool that already has NFTs alone', async () => {
    await db
      .insert(nfts)
      .values({ nftId: '1', name: 'Mine', imageUrl: 'https://example.com/1.png', dateAdded: new Date() });
    expect(await seedDemoNfts(db, new Date())).toBe(0);
    expect(await db.select().from(nfts)).toHaveLength(1);
  });
});

describe('the demo NFTs', () => {
  let opened: OpenedDatabase;
  let rows: (typeof nfts.$inferSelect)[];

  beforeEach(async () => {
    opened = await openTestDatabase('sqlite');
    await seedDemoNfts(opened.database, new Date());
    rows = await opened.database.select().from(nfts);
  });
  afterEach(() => opened.close());

  it('have distinct canonical ids, two throwbacks, hints on most and full details', () => {
    expect(new Set(rows.map((nft) => nft.nftId)).size).toBe(rows.length);
    expect(rows.every((nft) => /^[1-9]\d{0,9}$/.test(nft.nftId))).toBe(true);
    expect(rows.filter((nft) => nft.throwbackThursday)).toHaveLength(2);
    expect(rows.filter((nft) => nft.hint).length).toBeGreaterThan(rows.length / 2);
    expect(rows.every((nft) => nft.collection && nft.creator && nft.description)).toBe(true);
    // a hint that quotes the id would hand holders the answer
    expect(rows.filter((nft) => nft.hint?.includes(nft.nftId))).toEqual([]);
  });

  it('carry no number the game shows as an example, which would hand players the answer', () => {
    const examples = exampleNumbers();
    expect(examples).toContain('385');
    expect(rows.filter((nft) => examples.has(nft.nftId)).map((nft) => nft.name)).toEqual([]);
  });

  it('point at shipped 512 px PNGs under 60 KB', () => {
    for (const nft of rows) {
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
