import { bwifLeaderboard, weeklyBwifLeaderboardHistory, weeklyLeaderboardHistory } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { playerName, type PlayerNames } from '../../display-name/player-name';
import { averageAttempts } from '../leaderboard/ranking';
import {
  nextInRankOrder,
  RANK_PLACE_COLUMNS,
  type Board,
  type RankOrderRead,
  type RankPlace,
} from '../leaderboard/rank-order';
import { chunkDone, type ArchiveRun } from './chunks';

/** A board row in rank order, with what the history and the raffle need. */
export interface RankedRow extends PlayerNames, RankPlace {
  userId: number;
  totalCorrect: number;
  totalAttempts: number;
  walletAddress: string | null;
  bwifBalance: string;
  /** The balance read as a number (CAST AS DOUBLE PRECISION), as the raffle compares it. */
  balance: number;
}

/** A board's rows with their player's names and wallet, and the holders' balance. */
const rankedRowsOf = (board: Board): RankOrderRead => {
  const balance = board === bwifLeaderboard ? sql`b.bwif_balance` : sql`'0'`;
  return {
    columns: sql`${RANK_PLACE_COLUMNS}, b.user_id AS "userId", b.total_correct AS "totalCorrect",
      b.total_attempts AS "totalAttempts", u.display_name AS "displayName", u.telegram_username AS "telegramUsername",
      u.telegram_first_name AS "telegramFirstName", u.wallet_address AS "walletAddress",
      ${balance} AS "bwifBalance", CAST(${balance} AS DOUBLE PRECISION) AS balance`,
    from: sql`${board} b JOIN ${users} u ON u.id = b.user_id`,
  };
};

/** Competition ranks carried across chunks, as RANK() OVER the rank order gives them: equal keys share a rank (1, 2, 2, 4). */
function ranker(): (row: RankedRow) => number {
  let position = 0;
  let rank = 0;
  let previous: RankedRow | null = null;
  return (row) => {
    position++;
    const tied =
      previous &&
      previous.points === row.points &&
      previous.average === row.average &&
      previous.lastUpdated === row.lastUpdated;
    if (!tied) rank = position;
    previous = row;
    return rank;
  };
}

/**
 * Copies the archive's season of a board into its history, ranked, one chunk per
 * transaction; `inChunk` writes what else a chunk's rows give (the raffle entrants) in
 * the same transaction.
 */
export async function copyRanked(
  run: ArchiveRun,
  board: Board,
  inChunk?: (tx: Database, rows: RankedRow[]) => Promise<void>,
): Promise<void> {
  const { deps, archive } = run;
  const holders = board === bwifLeaderboard;
  const rankOf = ranker();
  const read = rankedRowsOf(board);
  let last: RankedRow | null = null;
  for (;;) {
    const rows: RankedRow[] = await nextInRankOrder<RankedRow>(
      deps.database,
      read,
      archive.season,
      last,
      run.chunkSize.next(),
    );
    if (rows.length === 0) return;
    const values = rows.map((row) => ({
      weekStart: archive.weekStart,
      weekEnd: archive.weekEnd,
      userId: row.userId,
      rank: rankOf(row),
      // The name the player goes by this week: a later rename leaves the history as it was.
      username: playerName(row),
      walletAddress: row.walletAddress ?? '',
      points: row.points,
      nftsIdentified: row.totalCorrect,
      averageAttempts: averageAttempts(row.totalAttempts, row.totalCorrect),
      dateArchived: archive.archivedAt,
      periodId: archive.id,
      ...(holders ? { bwifBalance: row.bwifBalance } : {}),
    }));
    // One statement per chunk: on PostgreSQL a statement per row is a round trip each.
    await deps.database.transaction(async (tx) => {
      await tx.insert(holders ? weeklyBwifLeaderboardHistory : weeklyLeaderboardHistory).values(values);
      await inChunk?.(tx, rows);
    });
    last = rows.at(-1)!;
    await chunkDone(run);
  }
}
