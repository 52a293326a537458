import type { Database } from '@app/db/database';
import { nfts, type Nft } from '@app/db/schema/nfts';
import { eq } from '@app/db/orm';
import { AppError } from '../../errors';

/** The pool's row for an NFTokenID, if it holds that NFT. */
export async function nftByTokenId(db: Database, nftTokenId: string): Promise<{ id: number } | undefined> {
  const [nft] = await db.select({ id: nfts.id }).from(nfts).where(eq(nfts.nftTokenId, nftTokenId));
  return nft;
}

/** The NFT row with this id, or 404. */
export async function nftOrThrow(db: Database, id: number): Promise<Nft> {
  const [nft] = await db.select().from(nfts).where(eq(nfts.id, id));
  if (!nft) throw new AppError('NOT_FOUND', `No NFT with id ${id}`);
  return nft;
}
