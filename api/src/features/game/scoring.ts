import { bwifLeaderboard, bwifPointsLeaderboard, leaderboard } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { eq, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import type { HolderStatus } from '../holders/service';

export interface Score {
  userId: number;
  points: number;
  /** The attempt the NFT was found on; null for points that are not a guess (ads). */
  attemptNumber: number | null;
  holder: HolderStatus;
  now: Date;
}

/**
 * Adds a score to every board it counts for: the weekly board, the holders board when
 * the player is a holder, and the all-time BWIF points. Call inside the caller's transaction.
 */
export function applyScore(db: Db, score: Score): void {
  const correct = score.attemptNumber === null ? 0 : 1;
  const attempts = score.attemptNumber ?? 0;
  const increments = {
    totalPoints: sql`total_points + ${score.points}`,
    totalCorrect: sql`total_correct + ${correct}`,
    totalAttempts: sql`total_attempts + ${attempts}`,
    lastUpdated: score.now,
  };
  const initial = {
    userId: score.userId,
    totalPoints: score.points,
    totalCorrect: correct,
    totalAttempts: attempts,
    lastUpdated: score.now,
  };
  db.insert(leaderboard).values(initial).onConflictDoUpdate({ target: leaderboard.userId, set: increments }).run();
  if (score.holder.isHolder) {
    const balance = { bwifBalance: score.holder.balance, lastBalanceCheck: score.now };
    db.insert(bwifLeaderboard)
      .values({ ...initial, ...balance })
      .onConflictDoUpdate({ target: bwifLeaderboard.userId, set: { ...increments, ...balance } })
      .run();
  }
  addBwifPoints(db, score.userId, score.points, score.now);
}

function addBwifPoints(db: Db, userId: number, points: number, now: Date): void {
  const user = db
    .update(users)
    .set({ bwifPoints: sql`${users.bwifPoints} + ${points}` })
    .where(eq(users.id, userId))
    .returning()
    .get();
  if (!user) return;
  const identity = {
    username: user.displayName ?? '',
    walletAddress: user.walletAddress,
    telegramUsername: user.telegramUsername,
  };
  db.insert(bwifPointsLeaderboard)
    .values({ userId, ...identity, points, lastUpdated: now })
    .onConflictDoUpdate({
      target: bwifPointsLeaderboard.userId,
      set: { ...identity, points: sql`points + ${points}`, lastUpdated: now },
    })
    .run();
}
