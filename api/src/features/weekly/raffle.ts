import { weeklyRaffleEntrants } from '@app/db/schema/leaderboards';
import { and, asc, eq, gt, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { drawWeighted } from '@app/shared/rules/raffle';
import { perDb } from '../../storage/per-db';
import { chunkDone, type ArchiveRun } from './chunks';
import type { RankedRow } from './copy-ranked';

export const RAFFLE_WINNERS = 3;

const placeholder = sql.placeholder;

const statements = perDb((db: Db) => ({
  insert: db
    .insert(weeklyRaffleEntrants)
    .values({
      weekStart: placeholder('weekStart'),
      userId: placeholder('userId'),
      walletAddress: placeholder('walletAddress'),
      weight: placeholder('weight'),
    })
    .prepare(),
  /** The week's entrants after a user id, in user id order: the draw's order. */
  after: db
    .select({ userId: weeklyRaffleEntrants.userId, weight: weeklyRaffleEntrants.weight })
    .from(weeklyRaffleEntrants)
    .where(
      and(
        eq(weeklyRaffleEntrants.weekStart, placeholder('weekStart')),
        gt(weeklyRaffleEntrants.userId, placeholder('after')),
      ),
    )
    .orderBy(asc(weeklyRaffleEntrants.userId))
    .limit(placeholder('limit'))
    .prepare(),
  wallet: db
    .select({ walletAddress: weeklyRaffleEntrants.walletAddress })
    .from(weeklyRaffleEntrants)
    .where(
      and(
        eq(weeklyRaffleEntrants.weekStart, placeholder('weekStart')),
        eq(weeklyRaffleEntrants.userId, placeholder('userId')),
      ),
    )
    .prepare(),
}));

/**
 * Records the raffle entrants among a chunk of the holders board: holders with points
 * this week, weighted by those points, whose balance still reaches the minimum. Call in
 * the chunk's transaction.
 */
export function recordEntrants(run: ArchiveRun, rows: RankedRow[]): void {
  const { insert } = statements(run.deps.db);
  for (const row of rows) {
    if (row.points <= 0 || !row.walletAddress || !(row.balance >= run.deps.settings.holderMin)) continue;
    insert.run({
      weekStart: run.archive.weekStart,
      userId: row.userId,
      walletAddress: row.walletAddress,
      weight: row.points,
    });
  }
}

export interface RaffleWinner {
  userId: number;
  walletAddress: string;
}

/**
 * Draws the week's winners from its recorded entrants with `seed`: the draw of
 * drawRaffle, on the weights read back in user id order a chunk at a time (a million
 * entrants draw in a few milliseconds; a list of objects would take hundreds).
 */
export async function drawWinners(run: ArchiveRun, seed: string): Promise<RaffleWinner[]> {
  const { after, wallet } = statements(run.deps.db);
  const { weekStart } = run.archive;
  const userIds: number[] = [];
  const weights: number[] = [];
  for (;;) {
    const rows = after.all({ weekStart, after: userIds.at(-1) ?? -1, limit: run.chunkRows });
    for (const row of rows) {
      userIds.push(row.userId);
      weights.push(row.weight);
    }
    if (rows.length < run.chunkRows) break;
    await chunkDone(run);
  }
  return drawWeighted(weights, seed, RAFFLE_WINNERS).map((index) => {
    const userId = userIds[index]!;
    return { userId, walletAddress: wallet.get({ weekStart, userId })!.walletAddress };
  });
}
