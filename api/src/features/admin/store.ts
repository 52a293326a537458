import type { Database } from '@app/db/database';
import { nfts, type Nft } from '@app/db/schema/nfts';
import { and, eq, isNull, ne } from '@app/db/orm';
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

/** The pool's NFT of this collection (none: no collection) with this number, other than `except`. */
export async function nftNumbered(
  db: Database,
  { nftId, collection, except }: { nftId: string; collection: string | null; except?: number },
): Promise<Nft | undefined> {
  const [nft] = await db
    .select()
    .from(nfts)
    .where(
      and(
        eq(nfts.nftId, nftId),
        collection ? eq(nfts.collection, collection) : isNull(nfts.collection),
        except === undefined ? undefined : ne(nfts.id, except),
      ),
    )
    .limit(1);
  return nft;
}

/** Numbers repeat across collections, never within one: 409 when the collection already has this number. */
export async function assertNumberFree(
  db: Database,
  wanted: { nftId: string; collection: string | null; except?: number },
): Promise<void> {
  const taken = await nftNumbered(db, wanted);
  if (!taken) return;
  const message = wanted.collection
    ? `${wanted.collection} already has a #${wanted.nftId}: ${taken.name}`
    : `The pool already has a #${wanted.nftId} with no collection: ${taken.name}`;
  throw new AppError('CONFLICT', message, { field: 'nftId' });
}
