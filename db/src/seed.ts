import type { Db } from './client';
import { DEMO_NFTS } from './demo-nfts';
import { nfts } from './schema/nfts';

/** Seeds the demo NFTs into an empty pool; returns how many were added. */
export function seedDemoNfts(db: Db, now: Date): number {
  if (db.select({ id: nfts.id }).from(nfts).limit(1).get()) return 0;
  const rows = DEMO_NFTS.map((nft) => ({ ...nft, dateAdded: now }));
  db.insert(nfts).values(rows).run();
  return rows.length;
}
