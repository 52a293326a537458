import { bwifPointsLeaderboard } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { and, asc, count, desc, eq, gt, lt, or } from '@app/db/orm';
import { LEADERBOARD_MAX } from '@app/shared/constants';
import type { PointsLeaderboard } from '@app/shared/schemas/leaderboard';
import type { Ctx } from '../../context';
import { perHandle } from '../../storage/per-db';
import { assignRanks } from '../leaderboard/ranking';

// The names are read from the player's row, not the copy the points row took at scoring time, so a rename shows at once.
const queries = perHandle((db) => ({
  top: db
    .select({
      userId: bwifPointsLeaderboard.userId,
      points: bwifPointsLeaderboard.points,
      lastUpdated: bwifPointsLeaderboard.lastUpdated,
      displayName: users.displayName,
      telegramUsername: users.telegramUsername,
      walletAddress: users.walletAddress,
    })
    .from(bwifPointsLeaderboard)
    .innerJoin(users, eq(users.id, bwifPointsLeaderboard.userId))
    .orderBy(desc(bwifPointsLeaderboard.points), asc(bwifPointsLeaderboard.lastUpdated))
    .limit(LEADERBOARD_MAX)
    .prepare(),
}));

/**
 * A player's all-time BWIF points and place on the board getPointsLeaderboard pages: 1 +
 * the players strictly ahead in its order (more points, then an earlier update), so equal
 * keys share a rank as they do on the board. Null before the player's first point.
 */
export async function getPointsStanding({
  ctx,
  input: userId,
}: {
  ctx: Pick<Ctx, 'database'>;
  input: number;
}): Promise<{ points: number; rank: number } | null> {
  const { points, lastUpdated, userId: owner } = bwifPointsLeaderboard;
  const [row] = await ctx.database.select({ points, lastUpdated }).from(bwifPointsLeaderboard).where(eq(owner, userId));
  if (!row) return null;
  const [ahead] = await ctx.database
    .select({ ahead: count() })
    .from(bwifPointsLeaderboard)
    .where(or(gt(points, row.points), and(eq(points, row.points), lt(lastUpdated, row.lastUpdated))));
  return { points: row.points, rank: (ahead?.ahead ?? 0) + 1 };
}

/** All-time BWIF points, best first. */
export async function getPointsLeaderboard({ ctx }: { ctx: Ctx }): Promise<PointsLeaderboard> {
  const rows = await queries(ctx.database).top.execute();
  const ranked = assignRanks(rows, (row) => ({
    points: row.points,
    averageAttempts: 0,
    lastUpdated: row.lastUpdated.getTime(),
  }));
  return ranked.map((row) => ({
    userId: row.userId,
    rank: row.rank,
    username: row.displayName || null,
    telegramUsername: row.telegramUsername,
    walletAddress: row.walletAddress,
    points: row.points,
    isCurrentUser: ctx.session?.userId === row.userId,
  }));
}
