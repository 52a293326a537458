import type { Period } from '../raffle/view';
import type { SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { deleteChunk } from '@app/db/delete-chunk';
import type { AppDeps } from '../../context';
import { ChunkSize, yieldToRequests } from '../../storage/pacing';

/**
 * Rows of an archive's first chunk, each chunk one short transaction; later chunks are
 * sized by how long the one before took (ChunkSize). Small: at 1,000 rows the first chunk
 * held the loop 37 ms on a slow day, before there was a chunk to size it by.
 */
const FIRST_CHUNK_ROWS = 200;

export type ArchiveDeps = Pick<AppDeps, 'database' | 'random' | 'settings' | 'signals'>;

export interface ArchiveOptions {
  /** A fixed number of rows per chunk (tests); by default each chunk is sized by the one before. */
  chunkRows?: number;
  /** Stops after this many chunks, as if the process died there (tests of the resume). */
  stopAfterChunks?: number;
}

/** Thrown where `stopAfterChunks` cuts an archive short. */
class ArchiveInterrupted extends Error {
  constructor() {
    super('The archive stopped half-way');
  }
}

/** One archive's progress: the archive row, the chunk size, and the chunks left before a simulated crash. */
export interface ArchiveRun {
  deps: ArchiveDeps;
  archive: Period;
  chunkSize: ChunkSize;
  chunksLeft: number;
}

/** The options' fixed chunk size, or one that follows the machine's pace. */
export const chunkSizeOf = (options: ArchiveOptions) =>
  new ChunkSize(options.chunkRows ?? FIRST_CHUNK_ROWS, { fixed: options.chunkRows !== undefined });

/** A new run of an archive, with the options' chunk size and simulated crash. */
export function runOf({
  ctx,
  input: { archive, options },
}: {
  ctx: ArchiveDeps;
  input: { archive: Period; options: ArchiveOptions };
}): ArchiveRun {
  return {
    deps: ctx,
    archive,
    chunkSize: chunkSizeOf(options),
    chunksLeft: options.stopAfterChunks ?? Infinity,
  };
}

/** Ends a chunk: sizes the next, counts it towards a simulated crash, then yields. */
export async function chunkDone(run: Pick<ArchiveRun, 'chunksLeft' | 'chunkSize'>): Promise<void> {
  run.chunkSize.ended();
  if (--run.chunksLeft <= 0) throw new ArchiveInterrupted();
  await yieldToRequests();
}

/** Deletes the rows `where` selects, a chunk per transaction, yielding between chunks. */
export async function deleteInChunks(db: Database, table: string, where: SQL, chunkSize: ChunkSize): Promise<void> {
  while ((await deleteChunk(db, table, where, chunkSize.next())) > 0) {
    chunkSize.ended();
    await yieldToRequests();
  }
}
