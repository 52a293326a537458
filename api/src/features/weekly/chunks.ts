import type { Period } from '../raffle/view';
import type { SQL } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { deleteChunk } from '@app/db/delete-chunk';
import type { AppDeps } from '../../context';
import { yieldToRequests } from '../../storage/pacing';

/**
 * Rows per chunk, each chunk one short transaction. At 1,000,000 players a chunk of the
 * copy takes 5-8 ms on 2 cores; the longest stall (a WAL checkpoint or a GC pause
 * landing on a chunk) stays near half the 50 ms budget.
 */
export const ARCHIVE_CHUNK_ROWS = 1000;

export type ArchiveDeps = Pick<AppDeps, 'database' | 'random' | 'settings' | 'signals'>;

export interface ArchiveOptions {
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
  chunkRows: number;
  chunksLeft: number;
}

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
    chunkRows: options.chunkRows ?? ARCHIVE_CHUNK_ROWS,
    chunksLeft: options.stopAfterChunks ?? Infinity,
  };
}

/** Ends a chunk: counts it towards a simulated crash, then yields. */
export async function chunkDone(run: { chunksLeft: number }): Promise<void> {
  if (--run.chunksLeft <= 0) throw new ArchiveInterrupted();
  await yieldToRequests();
}

/** Deletes the rows `where` selects, `chunkRows` per transaction, yielding between chunks. */
export async function deleteInChunks(db: Database, table: string, where: SQL, chunkRows: number): Promise<void> {
  while ((await deleteChunk(db, table, where, chunkRows)) > 0) await yieldToRequests();
}
