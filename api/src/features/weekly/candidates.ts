import { raffleEntrants } from '@app/db/schema/raffle';
import type { Database } from '@app/db/database';
import type { ArchiveRun } from './chunks';
import type { RankedRow } from './copy-ranked';

/**
 * Records the raffle's candidates among a chunk of the holders board: holders with
 * points in the period, weighted by those points. Whether their balance reaches the
 * threshold is decided at the draw ledger. Call in the chunk's transaction.
 */
export async function recordCandidates(run: ArchiveRun, tx: Database, rows: RankedRow[]): Promise<void> {
  const candidates = rows.flatMap((row) =>
    row.points > 0 && row.walletAddress
      ? [{ periodId: run.archive.id, walletAddress: row.walletAddress, userId: row.userId, weight: row.points }]
      : [],
  );
  if (candidates.length > 0) await tx.insert(raffleEntrants).values(candidates);
}
