import { bwifLeaderboard, bwifPointsLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { and, eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { BoardName } from '@app/shared/schemas/leaderboard';
import { perHandle } from '../../storage/per-db';
import type { HolderStatus } from '../holders/service';
import { ensureRankIndex, rankKeysOf, type RankChange } from './own-rank';
import { currentSeason } from './season';

export interface Score {
  userId: number;
  points: number;
  /** The attempt the NFT was found on; null for points that are not a guess (ads). */
  attemptNumber: number | null;
  holder: HolderStatus;
  now: Date;
}

const placeholder = sql.placeholder;

/** A board's statements: its rank keys for a player, and the upsert adding a score. */
function boardStatements(db: Database, table: typeof leaderboard | typeof bwifLeaderboard) {
  const keyColumns = { points: table.totalPoints, average: table.averageAttempts, lastUpdated: table.lastUpdated };
  // The holders board also caches the balance the score was made with.
  const holders = table === bwifLeaderboard;
  const balance = holders ? { bwifBalance: placeholder('balance'), lastBalanceCheck: placeholder('now') } : {};
  const balanceUpdate = holders
    ? { bwifBalance: sql`excluded.bwif_balance`, lastBalanceCheck: sql`excluded.last_balance_check` }
    : {};
  return {
    keys: db
      .select(keyColumns)
      .from(table)
      .where(and(eq(table.season, placeholder('season')), eq(table.userId, placeholder('userId'))))
      .prepare(),
    upsert: db
      .insert(table)
      .values({
        season: placeholder('season'),
        userId: placeholder('userId'),
        totalPoints: placeholder('points'),
        totalCorrect: placeholder('correct'),
        totalAttempts: placeholder('attempts'),
        lastUpdated: placeholder('now'),
        ...balance,
      })
      .onConflictDoUpdate({
        target: [table.season, table.userId],
        // `excluded` is the row the insert proposed: the score to add.
        set: {
          totalPoints: sql`${table.totalPoints} + excluded.total_points`,
          totalCorrect: sql`${table.totalCorrect} + excluded.total_correct`,
          totalAttempts: sql`${table.totalAttempts} + excluded.total_attempts`,
          lastUpdated: sql`excluded.last_updated`,
          ...balanceUpdate,
        },
      })
      .returning(keyColumns)
      .prepare(),
  };
}

const statements = perHandle((db) => ({
  regular: boardStatements(db, leaderboard),
  holders: boardStatements(db, bwifLeaderboard),
  addPoints: db
    .update(users)
    .set({ bwifPoints: sql`${users.bwifPoints} + ${placeholder('points')}` })
    .where(eq(users.id, placeholder('userId')))
    .returning({
      displayName: users.displayName,
      walletAddress: users.walletAddress,
      telegramUsername: users.telegramUsername,
    })
    .prepare(),
  upsertPoints: db
    .insert(bwifPointsLeaderboard)
    .values({
      userId: placeholder('userId'),
      username: placeholder('username'),
      walletAddress: placeholder('walletAddress'),
      telegramUsername: placeholder('telegramUsername'),
      points: placeholder('points'),
      lastUpdated: placeholder('now'),
    })
    .onConflictDoUpdate({
      target: bwifPointsLeaderboard.userId,
      set: {
        username: sql`excluded.username`,
        walletAddress: sql`excluded.wallet_address`,
        telegramUsername: sql`excluded.telegram_username`,
        points: sql`${bwifPointsLeaderboard.points} + excluded.points`,
        lastUpdated: sql`excluded.last_updated`,
      },
    })
    .prepare(),
}));

/**
 * Adds a score to every board it counts for: the weekly board, the holders board when
 * the player is a holder, and the all-time BWIF points. Call inside the caller's
 * transaction, and pass the returned changes to recordRankChanges once it committed.
 */
export async function addScore(db: Database, score: Score): Promise<RankChange[]> {
  const values = {
    season: await currentSeason(db),
    userId: score.userId,
    points: score.points,
    correct: score.attemptNumber === null ? 0 : 1,
    attempts: score.attemptNumber ?? 0,
    now: score.now,
    balance: score.holder.balance,
  };
  const boards: BoardName[] = score.holder.isHolder ? ['regular', 'holders'] : ['regular'];
  const changes: RankChange[] = [];
  for (const board of boards) {
    await ensureRankIndex(db, board);
    const { keys, upsert } = statements(db)[board];
    const [before] = await keys.execute(values);
    const [after] = await upsert.execute(values);
    changes.push({
      userId: score.userId,
      board,
      season: values.season,
      before: before ? rankKeysOf(before) : null,
      after: rankKeysOf(after!),
    });
  }
  await addAllTimePoints(db, values);
  return changes;
}

/** Adds points to the player's all-time BWIF points (their total and its board) only. */
export async function addAllTimePoints(
  db: Database,
  values: { userId: number; points: number; now: Date },
): Promise<void> {
  const [user] = await statements(db).addPoints.execute(values);
  if (!user) return;
  await statements(db).upsertPoints.execute({
    ...values,
    username: user.displayName ?? '',
    walletAddress: user.walletAddress,
    telegramUsername: user.telegramUsername,
  });
}
