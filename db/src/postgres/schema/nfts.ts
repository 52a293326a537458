import { postgresDialect } from '../dialect';
import { nftsTables } from '../../tables/nfts';

export const { nfts, nftImports } = nftsTables(postgresDialect);
