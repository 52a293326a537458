import { bwifPointsLeaderboard } from '@app/db/schema/leaderboards';
import { asc, desc } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { LEADERBOARD_MAX } from '@app/shared/constants';
import type { PointsLeaderboard } from '@app/shared/schemas/leaderboard';
import type { Ctx } from '../../context';
import { perDb } from '../../storage/per-db';
import { assignRanks } from '../leaderboard/ranking';

const queries = perDb((db: Db) => ({
  top: db
    .select()
    .from(bwifPointsLeaderboard)
    .orderBy(desc(bwifPointsLeaderboard.points), asc(bwifPointsLeaderboard.lastUpdated))
    .limit(LEADERBOARD_MAX)
    .prepare(),
}));

/** All-time BWIF points, best first. */
export function getPointsLeaderboard({ ctx }: { ctx: Ctx }): PointsLeaderboard {
  const rows = queries(ctx.db).top.all();
  const ranked = assignRanks(rows, (row) => ({
    points: row.points,
    averageAttempts: 0,
    lastUpdated: row.lastUpdated.getTime(),
  }));
  return ranked.map((row) => ({
    userId: row.userId,
    rank: row.rank,
    username: row.username || null,
    telegramUsername: row.telegramUsername,
    walletAddress: row.walletAddress,
    points: row.points,
    isCurrentUser: ctx.session?.userId === row.userId,
  }));
}
