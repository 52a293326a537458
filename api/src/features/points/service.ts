import { bwifPointsLeaderboard } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { asc, desc, eq } from '@app/db/orm';
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
