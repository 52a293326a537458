import type { Database } from './database';
import { DEMO_NFTS } from './demo-nfts';
import { lockNamed } from './locks';
import { nfts } from './sqlite/schema/nfts';

/** Seeds the demo NFTs into an empty pool, once however many processes start together; returns how many were added. */
export function seedDemoNfts(database: Database, now: Date): Promise<number> {
  return database.transaction(async (tx) => {
    await lockNamed(tx, 'seed-demo-nfts');
    if ((await tx.select({ id: nfts.id }).from(nfts).limit(1)).length > 0) return 0;
    const rows = DEMO_NFTS.map((nft) => ({ ...nft, dateAdded: now }));
    await tx.insert(nfts).values(rows);
    return rows.length;
  });
}
