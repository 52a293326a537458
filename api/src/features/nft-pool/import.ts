import { nftImports, nfts } from '@app/db/schema/nfts';
import { eq } from '@app/db/orm';
import type { ImportInput, ImportJob } from '@app/shared/schemas/nft-pool';
import type { LedgerNft } from '../../adapters/nft-source/types';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { perDb } from '../../storage/per-db';
import { nftByTokenId } from '../admin/nfts';
import { audit } from '../admin/guard';
import { discardStalePreparedRounds } from '../game/prepared';
import { readLedgerNft } from './lookup';

/** Metadata fetched this many at a time: polite to the metadata host, still a few hundred NFTs a minute. */
const CONCURRENT_FETCHES = 4;
// More pages than this (100 NFTs each) means a confused server, not a collection.
const MAX_PAGES = 1000;
// The job's row keeps the first errors only; the counts say how many there were.
const MAX_ERRORS = 100;

type Outcome = { kind: 'imported' | 'skipped' } | { kind: 'skipped' | 'failed'; reason: string };

/** Jobs this process is running, per database; a 'running' row missing here was cut short by a restart. */
const runningHere = perDb(() => new Set<number>());

/** Starts importing an issuer's NFTs in the background; the job's row reports its progress. */
export function startImport(ctx: Ctx, input: ImportInput): { jobId: number } {
  const job = ctx.db
    .insert(nftImports)
    .values({
      issuer: input.issuer,
      taxon: input.taxon ?? null,
      active: input.active,
      status: 'running',
      startedAt: ctx.now,
    })
    .returning({ id: nftImports.id })
    .get();
  audit(ctx, 'nft.import', { jobId: job.id, issuer: input.issuer, taxon: input.taxon ?? null, active: input.active });
  runningHere(ctx.db).add(job.id);
  void runImport(ctx, job.id, input)
    // Only a database that went away (a shutdown mid-job) lands here; the row then reads as cut short.
    .catch((error: unknown) => ctx.logger.error({ err: error, jobId: job.id }, 'NFT import stopped'))
    .finally(() => runningHere(ctx.db).delete(job.id));
  return { jobId: job.id };
}

type Progress = { counts: Record<'total' | 'imported' | 'skipped' | 'failed', number>; errors: ImportJob['errors'] };

async function runImport(ctx: Ctx, jobId: number, input: ImportInput): Promise<void> {
  const progress: Progress = { counts: { total: 0, imported: 0, skipped: 0, failed: 0 }, errors: [] };
  const save = (extra: Partial<typeof nftImports.$inferInsert> = {}) =>
    ctx.db
      .update(nftImports)
      .set({ ...progress.counts, errors: JSON.stringify(progress.errors), ...extra })
      .where(eq(nftImports.id, jobId))
      .run();
  try {
    await importPages(ctx, input, progress, save);
    save({ status: 'done', finishedAt: ctx.clock.now() });
  } catch (error) {
    progress.errors.push({ nftTokenId: '', reason: (error as Error).message });
    save({ status: 'failed', finishedAt: ctx.clock.now() });
  }
  // New NFTs can change which NFT the rules pick for a day already prepared.
  discardStalePreparedRounds(ctx);
  audit({ ...ctx, now: ctx.clock.now() }, 'nft.import.finished', { jobId, ...progress.counts });
}

/** Reads the issuer's NFTs page by page and imports each page a few at a time, saving the progress after each NFT. */
async function importPages(ctx: Ctx, input: ImportInput, progress: Progress, save: () => void): Promise<void> {
  let marker: unknown;
  let pages = 0;
  do {
    if (pages++ === MAX_PAGES) throw new Error(`nfts_by_issuer kept paginating after ${MAX_PAGES} pages`);
    const batch = await ctx.nftSource.nftsByIssuer(input.issuer, input.taxon, marker);
    progress.counts.total += batch.nfts.length;
    save();
    await eachFewAtATime(batch.nfts, async (nft) => {
      const outcome = await importOne(ctx, nft, input.active);
      progress.counts[outcome.kind] += 1;
      if ('reason' in outcome && progress.errors.length < MAX_ERRORS) {
        progress.errors.push({ nftTokenId: nft.nftTokenId, reason: outcome.reason });
      }
      save();
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
  if (nftByTokenId(ctx, nft.nftTokenId)) return { kind: 'skipped' };
  if (nft.burned) return { kind: 'skipped', reason: 'Burned' };
  let filled;
  try {
    filled = await readLedgerNft(ctx, nft);
  } catch (error) {
    return { kind: 'failed', reason: (error as Error).message };
  }
  const inserted = ctx.db
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
    .run();
  return { kind: inserted.changes > 0 ? 'imported' : 'skipped' };
}

/** A job's progress; a job a restart cut short is marked failed, and can be run again. */
export function importJob(ctx: Pick<Ctx, 'db' | 'now'>, jobId: number): ImportJob {
  let job = ctx.db.select().from(nftImports).where(eq(nftImports.id, jobId)).get();
  if (!job) throw new AppError('NOT_FOUND', `No import job ${jobId}`);
  if (job.status === 'running' && !runningHere(ctx.db).has(jobId)) {
    const errors = [...(JSON.parse(job.errors) as ImportJob['errors'])];
    errors.push({ nftTokenId: '', reason: 'The server restarted during the import: run it again to import the rest' });
    job = ctx.db
      .update(nftImports)
      .set({ status: 'failed', errors: JSON.stringify(errors), finishedAt: ctx.now })
      .where(eq(nftImports.id, jobId))
      .returning()
      .get()!;
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
