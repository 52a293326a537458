import { nfts, type Nft } from '@app/db/schema/nfts';
import { eq, inArray } from '@app/db/orm';
import { EDITABLE_FIELDS, type ActivateNftsResult, type AdminNft, type NftEdit } from '@app/shared/schemas/admin';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { discardStalePreparedRounds } from '../game/prepared';
import { audit } from '../../audit/audit';
import { adminNftOf, assertNotPast, canonicalNumber, emptyToNull } from './nfts';
import { assertNumberFree, nftOrThrow } from './store';

type EditableRow = Pick<Nft, (typeof EDITABLE_FIELDS)[number]>;

/** The edit as the row keeps it: the number canonical, empty optional texts null. */
function rowValues(edit: NftEdit): Partial<EditableRow> {
  const { nftId, collection, creator, description, hint, setForDate, ...rest } = edit;
  const texts = { collection, creator, description, hint, setForDate };
  const values: Partial<EditableRow> = { ...rest, ...(nftId === undefined ? {} : { nftId: canonicalNumber(nftId) }) };
  for (const [field, text] of Object.entries(texts)) {
    if (text !== undefined) values[field as keyof typeof texts] = emptyToNull(text);
  }
  return values;
}

/** Changes any of the form's fields of an NFT; what changed goes to the audit log. */
export async function updateNft({ ctx, input }: { ctx: Ctx; input: { id: number; edit: NftEdit } }): Promise<AdminNft> {
  const nft = await nftOrThrow(ctx.database, input.id);
  const values = rowValues(input.edit);
  const changed = EDITABLE_FIELDS.filter((field) => field in values && values[field] !== nft[field]);
  // A date already past may stay as it is; only a new one must be today or later.
  if (changed.includes('setForDate')) assertNotPast({ ctx, input: values.setForDate ?? '' });
  if (changed.includes('nftId') || changed.includes('collection')) {
    const wanted = { ...nft, ...values };
    await assertNumberFree(ctx.database, { nftId: wanted.nftId, collection: wanted.collection, except: nft.id });
  }
  if (changed.length === 0) return adminNftOf({ ctx, input: nft });
  const [updated] = await ctx.database.update(nfts).set(values).where(eq(nfts.id, nft.id)).returning();
  // Its day, its activity or its throwback flag may change which NFT tomorrow's prepared round should be.
  await discardStalePreparedRounds({ ctx });
  await audit({ ctx, input: { action: 'nft.edit', detail: { id: nft.id, nftId: updated!.nftId, changed } } });
  return adminNftOf({ ctx, input: updated! });
}

/** Activates the NFTs at once, or none of them when one is unknown. */
export async function activateNfts({ ctx, input: ids }: { ctx: Ctx; input: number[] }): Promise<ActivateNftsResult> {
  const found = await ctx.database.select({ id: nfts.id }).from(nfts).where(inArray(nfts.id, ids));
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw new AppError('NOT_FOUND', `No NFT with id ${missing.join(', ')}`);
  const activated = await ctx.database
    .update(nfts)
    .set({ active: true })
    .where(inArray(nfts.id, ids))
    .returning({ id: nfts.id });
  await discardStalePreparedRounds({ ctx });
  await audit({ ctx, input: { action: 'nft.activate', detail: { ids } } });
  return { success: true, activated: activated.length };
}
