import { sqliteDialect } from '../dialect';
import { nftsTables } from '../../tables/nfts';

export const { nfts, nftImports } = nftsTables(sqliteDialect);

export type Nft = typeof nfts.$inferSelect;
export type NewNft = typeof nfts.$inferInsert;
