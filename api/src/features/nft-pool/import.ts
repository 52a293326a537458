import { nftImports, nfts } from '@app/db/schema/nfts';
import { eq } from '@app/db/orm';
import type { ImportInput, ImportJob, NftLookup } from '@app/shared/schemas/nft-pool';
import type { LedgerNft } from '../../adapters/nft-source/types';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { perDb } from '../../storage/per-db';
import { nftByTokenId, nftNumbered } from '../admin/store';
import { audit } from '../../audit/audit';
import { discardStalePreparedRounds } from '../game/prepared';
import { readLedgerNft } from './lookup';

/** Metadata fetched this many at a time: polite to the metadata host, still a few hundred NFTs a minute. */
const CONCURRENT_FETCHES = 4;
// More pages than this (100 NFTs each) means a confused server, not a collection.
const MAX_PAGES = 1000;
// The job's row keeps the first errors only; the counts say how many there were.
const MAX_ERRORS = 100;

type Outcome = { kind: 'imported' | 'skipped' } | { kind: 'skipped' | 'failed'; reason: string };

/** Jobs this process is running, per database. */
const runningHere = perDb(() => new Set<number>());

/**
 * A running job saves its progress after each NFT; one silent this long, and not running
 * here, was cut short by a restart (of whichever process ran it).
 */
export const IMPORT_STALL_MS = 2 * 60_000;

/** Starts importing an issuer's NFTs in the background; the job's row reports its progress. */
export async function startImport({ ctx, input }: { ctx: Ctx; input: ImportInput }): Promise<{ jobId: number }> {
  const [job] = await ctx.database
    .insert(nftImports)
    .values({
      issuer: input.issuer,
      taxon: input.taxon ?? null,
      active: input.active,
      status: 'running',
      startedAt: ctx.now,
      progressAt: ctx.now,
    })
    .returning({ id: nftImports.id });
  const jobId = job!.id;
  await audit({
    ctx,
    input: {
      action: 'nft.import',
      detail: { jobId, issuer: input.issuer, taxon: input.taxon ?? null, active: input.active },
    },
  });
  runningHere(ctx.database).add(jobId);
  void runImport(ctx, jobId, input)
    // Only a database that went away (a shutdown mid-job) lands here; the row then reads as cut short.
    .catch((error: unknown) => ctx.logger.error({ err: error, jobId }, 'NFT import stopped'))
    .finally(() => runningHere(ctx.database).delete(jobId));
  return { jobId };
}

type Progress = { counts: Record<'total' | 'imported' | 'skipped' | 'failed', number>; errors: ImportJob['errors'] };

async function runImport(ctx: Ctx, jobId: number, input: ImportInput): Promise<void> {
  const progress: Progress = { counts: { total: 0, imported: 0, skipped: 0, failed: 0 }, errors: [] };
  const save = async (extra: Partial<typeof nftImports.$inferInsert> = {}) => {
    const progressAt = ctx.clock.now();
    await ctx.database
      .update(nftImports)
      .set({ ...progress.counts, errors: JSON.stringify(progress.errors), progressAt, ...extra })
      .where(eq(nftImports.id, jobId));
  };
  try {
    await importPages(ctx, input, progress, save);
    await save({ status: 'done', finishedAt: ctx.clock.now() });
  } catch (error) {
    progress.errors.push({ nftTokenId: '', reason: (error as Error).message });
    await save({ status: 'failed', finishedAt: ctx.clock.now() });
  }
  // New NFTs can change which NFT the rules pick for a day already prepared.
  await discardStalePreparedRounds({ ctx });
  await audit({
    ctx: { ...ctx, now: ctx.clock.now() },
    input: { action: 'nft.import.finished', detail: { jobId, ...progress.counts } },
  });
}

/** Reads the issuer's NFTs page by page and imports each page a few at a time, saving the progress after each NFT. */
async function importPages(ctx: Ctx, input: ImportInput, progress: Progress, save: () => Promise<void>): Promise<void> {
  let marker: unknown;
  let pages = 0;
  do {
    if (pages++ === MAX_PAGES) throw new Error(`nfts_by_issuer kept paginating after ${MAX_PAGES} pages`);
    const batch = await ctx.nftSource.nftsByIssuer(input.issuer, input.taxon, marker);
    progress.counts.total += batch.nfts.length;
    await save();
    await eachFewAtATime(batch.nfts, async (nft) => {
      const outcome = await importOne(ctx, nft, input.active);
      progress.counts[outcome.kind] += 1;
      if ('reason' in outcome && progress.errors.length < MAX_ERRORS) {
        progress.errors.push({ nftTokenId: nft.nftTokenId, reason: outcome.reason });
      }
      await save();
    });
    marker = batch.marker;
  } while (marker !== undefined);
}

async function eachFewAtATime<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_FETCHES, items.length) }, worker));
}

/** Imports one NFT unless the pool has it, it was burned, or its metadata cannot be read. */
async function importOne(ctx: Ctx, nft: LedgerNft, active: boolean): Promise<Outcome> {
  if (await nftByTokenId(ctx.database, nft.nftTokenId)) return { kind: 'skipped' };
  if (nft.burned) return { kind: 'skipped', reason: 'Burned' };
  let filled;
  try {
    filled = await readLedgerNft({ ctx, input: nft });
  } catch (error) {
    return { kind: 'failed', reason: (error as Error).message };
  }
  if (await adoptedByHand(ctx, filled)) return { kind: 'skipped' };
  const inserted = await ctx.database
    .insert(nfts)
    .values({
      nftId: filled.nftId,
      nftTokenId: filled.nftTokenId,
      issuer: filled.issuer,
      taxon: filled.taxon,
      metadataUrl: filled.metadataUrl,
      name: filled.name,
      collection: filled.collection || null,
      creator: filled.creator,
      imageUrl: filled.imageUrl,
      description: filled.description || null,
      active: active && filled.active,
      dateAdded: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: nfts.nftTokenId })
    .returning({ id: nfts.id });
  return { kind: inserted.length > 0 ? 'imported' : 'skipped' };
}

/**
 * The NFT added by hand before (the seed's, or typed in: no NFTokenID), same number in the
 * same collection, is this one: it gets its place on the ledger instead of a twin.
 */
async function adoptedByHand(ctx: Ctx, filled: NftLookup): Promise<boolean> {
  const twin = await nftNumbered(ctx.database, { nftId: filled.nftId, collection: filled.collection || null });
  if (!twin || twin.nftTokenId) return false;
  const { nftTokenId, issuer, taxon, metadataUrl } = filled;
  await ctx.database.update(nfts).set({ nftTokenId, issuer, taxon, metadataUrl }).where(eq(nfts.id, twin.id));
  return true;
}

/** A job's progress; a job a restart cut short is marked failed, and can be run again. */
export async function importJob({ ctx, input: jobId }: { ctx: Ctx; input: number }): Promise<ImportJob> {
  let [job] = await ctx.database.select().from(nftImports).where(eq(nftImports.id, jobId));
  if (!job) throw new AppError('NOT_FOUND', `No import job ${jobId}`);
  if (job.status === 'running' && wasCutShort(ctx, job)) {
    const errors = [...(JSON.parse(job.errors) as ImportJob['errors'])];
    errors.push({ nftTokenId: '', reason: 'The server restarted during the import: run it again to import the rest' });
    [job] = await ctx.database
      .update(nftImports)
      .set({ status: 'failed', errors: JSON.stringify(errors), finishedAt: ctx.now })
      .where(eq(nftImports.id, jobId))
      .returning();
    job = job!;
  }
  return {
    jobId: job.id,
    issuer: job.issuer,
    taxon: job.taxon,
    status: job.status,
    total: job.total,
    imported: job.imported,
    skipped: job.skipped,
    failed: job.failed,
    errors: JSON.parse(job.errors) as ImportJob['errors'],
  };
}

/** Not running here, and silent for longer than a job ever is between two NFTs. */
function wasCutShort(ctx: Ctx, job: typeof nftImports.$inferSelect): boolean {
  if (runningHere(ctx.database).has(job.id)) return false;
  const lastSign = job.progressAt ?? job.startedAt;
  return ctx.now.getTime() - lastSign.getTime() > IMPORT_STALL_MS;
}
