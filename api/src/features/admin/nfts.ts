import { gameRounds } from '@app/db/schema/rounds';
import { nfts, type Nft } from '@app/db/schema/nfts';
import { desc, eq } from '@app/db/orm';
import { parseGuess } from '@app/shared/rules/guess';
import { utcDay } from '@app/shared/rules/time';
import { DAY_MS } from '@app/shared/constants';
import type { AdminNft, DeleteNftResult, NftForm } from '@app/shared/schemas/admin';
import type { Ctx } from '../../context';
import { guessProblemMessage } from '../../player-words';
import { AppError } from '../../errors';
import { discardStalePreparedRounds } from '../game/prepared';
import { activeRoundOf, openRound } from '../game/rounds';
import { answerKey, answeredBefore } from '../game/answered';
import { anchorCommitment } from '../fairness/anchor';
import { audit } from '../../audit/audit';
import { assertNumberFree, nftByTokenId, nftOrThrow } from './store';

/** Each number's last day as a round's answer, today's round included: when an NFT (or its number) last played. */
export function lastPlayedDays({ ctx }: { ctx: Pick<Ctx, 'database' | 'now'> }): Promise<ReadonlyMap<string, string>> {
  return answeredBefore(ctx.database, utcDay(new Date(ctx.now.getTime() + DAY_MS)));
}

/** An NFT row as the admin page reads it, with the day its number last played. */
export function toAdminNft(nft: Nft, lastPlayed: ReadonlyMap<string, string>): AdminNft {
  return {
    id: nft.id,
    name: nft.name,
    nftId: nft.nftId,
    collection: nft.collection,
    creator: nft.creator,
    imageUrl: nft.imageUrl,
    description: nft.description,
    hint: nft.hint,
    active: nft.active,
    throwbackThursday: nft.throwbackThursday,
    setForDate: nft.setForDate,
    dateAdded: nft.dateAdded.toISOString(),
    nftTokenId: nft.nftTokenId,
    issuer: nft.issuer,
    taxon: nft.taxon,
    metadataUrl: nft.metadataUrl,
    lastPlayed: lastPlayed.get(answerKey(nft.nftId)) ?? null,
  };
}

/** One NFT as the admin page reads it. */
export async function adminNftOf({
  ctx,
  input: nft,
}: {
  ctx: Pick<Ctx, 'database' | 'now'>;
  input: Nft;
}): Promise<AdminNft> {
  return toAdminNft(nft, await lastPlayedDays({ ctx }));
}

export async function listNfts({ ctx }: { ctx: Ctx }): Promise<AdminNft[]> {
  const [rows, lastPlayed] = await Promise.all([
    ctx.database.select().from(nfts).orderBy(desc(nfts.id)),
    lastPlayedDays({ ctx }),
  ]);
  return rows.map((nft) => toAdminNft(nft, lastPlayed));
}

/** An optional text field as the row keeps it: empty is null. */
export const emptyToNull = (text: string) => (text === '' ? null : text);

/** 400 for a schedule date before today. */
export function assertNotPast({ ctx, input: setForDate }: { ctx: Pick<Ctx, 'now'>; input: string }): void {
  if (setForDate && setForDate < utcDay(ctx.now)) {
    throw new AppError('BAD_REQUEST', 'The schedule date cannot be in the past', { field: 'setForDate' });
  }
}

/** The number players guess as the row keeps it ("#0385" -> "385"), or 400. */
export function canonicalNumber(nftId: string): string {
  const parsed = parseGuess(nftId);
  if (!parsed.ok) throw new AppError('BAD_REQUEST', guessProblemMessage(parsed.problem), { field: 'nftId' });
  return parsed.digits;
}

export async function addNft({ ctx, input: form }: { ctx: Ctx; input: NftForm }): Promise<AdminNft> {
  assertNotPast({ ctx, input: form.setForDate });
  const digits = canonicalNumber(form.nftId);
  if (form.nftTokenId && (await nftByTokenId(ctx.database, form.nftTokenId))) {
    throw new AppError('CONFLICT', `The NFT ${form.nftTokenId} is already in the pool`, { field: 'nftTokenId' });
  }
  // Numbers repeat across collections, never within one.
  await assertNumberFree(ctx.database, { nftId: digits, collection: emptyToNull(form.collection) });
  const [nft] = await ctx.database
    .insert(nfts)
    .values({
      nftId: digits,
      nftTokenId: form.nftTokenId ?? null,
      issuer: form.issuer ?? null,
      taxon: form.taxon ?? null,
      metadataUrl: form.metadataUrl ?? null,
      name: form.name,
      collection: emptyToNull(form.collection),
      creator: emptyToNull(form.creator),
      imageUrl: form.imageUrl,
      description: emptyToNull(form.description),
      hint: emptyToNull(form.hint),
      active: form.active,
      throwbackThursday: form.throwbackThursday,
      setForDate: emptyToNull(form.setForDate),
      dateAdded: ctx.now,
    })
    .returning();
  // A new NFT set for tomorrow (or a first throwback for a Thursday) takes the place of a round prepared before it.
  await discardStalePreparedRounds({ ctx });
  await audit({
    ctx,
    input: {
      action: 'nft.add',
      detail: { id: nft!.id, nftId: nft!.nftId, name: nft!.name, nftTokenId: nft!.nftTokenId },
    },
  });
  return adminNftOf({ ctx, input: nft! });
}

/** Deletes an NFT; one a round has used is only marked inactive, so the round keeps its history. */
export async function deleteNft({ ctx, input: id }: { ctx: Ctx; input: number }): Promise<DeleteNftResult> {
  const nft = await nftOrThrow(ctx.database, id);
  // A prepared round has not been played: it is no history to keep, and it must not play this NFT.
  await discardStalePreparedRounds({ ctx, input: { nftId: id } });
  const [used] = await ctx.database
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(eq(gameRounds.nftId, id))
    .limit(1);
  if (used) {
    const [inactive] = await ctx.database.update(nfts).set({ active: false }).where(eq(nfts.id, id)).returning();
    await audit({ ctx, input: { action: 'nft.deactivate', detail: { id, nftId: nft.nftId } } });
    return { success: true, nft: await adminNftOf({ ctx, input: inactive! }) };
  }
  await ctx.database.delete(nfts).where(eq(nfts.id, id));
  await audit({ ctx, input: { action: 'nft.delete', detail: { id, nftId: nft.nftId } } });
  return { success: true };
}

/**
 * Replaces today's round with this NFT at once; players' next call sees the round change.
 * The replaced round's proof is revealed with the reason, and the new round is committed.
 */
export async function setNftForToday({
  ctx,
  input: { id, reason },
}: {
  ctx: Ctx;
  input: { id: number; reason?: string | undefined };
}): Promise<{ success: true; roundId: number }> {
  const nft = await nftOrThrow(ctx.database, id);
  if (!nft.active) throw new AppError('CONFLICT', 'An inactive NFT cannot be set for today');
  const day = utcDay(ctx.now);
  const replaced = await activeRoundOf(ctx.database, day);
  const round = await openRound({ ctx, input: { day, replace: true, nft, reason } });
  // Tomorrow's prepared round may have picked this NFT, now played today.
  await discardStalePreparedRounds({ ctx });
  await anchorCommitment({ ctx, input: round }).catch((error: unknown) =>
    ctx.logger.error(
      { err: error },
      "the new round's commitment memo was not sent; the scheduler's next run tries again",
    ),
  );
  const detail = { id, nftId: nft.nftId, roundId: round.id, commitment: round.commitment };
  const replacement = replaced && { replacedRoundId: replaced.id, ...(reason ? { reason } : {}) };
  await audit({ ctx, input: { action: 'nft.set-today', detail: { ...detail, ...replacement } } });
  return { success: true, roundId: round.id };
}
