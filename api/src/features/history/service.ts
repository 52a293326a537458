import { weeklyBwifLeaderboardHistory, weeklyLeaderboardHistory } from '@app/db/schema/leaderboards';
import { and, eq, lte } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { HistoryWeek, Leaderboard, LeaderboardHistory } from '@app/shared/schemas/leaderboard';
import type { RaffleEntrantsPage } from '@app/shared/schemas/raffle';
import { boardPlayerName } from '@app/shared/rules/names';
import { formatUtcDay } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { entrantsPage, findPeriod, periodRaffle } from '../raffle/view';
import { latestArchivedPeriods } from '../raffle/archived-periods';

const ROWS_PER_WEEK = 50;
const EMPTY_MESSAGE = 'No historical leaderboard data available yet.';

type History = typeof weeklyLeaderboardHistory | typeof weeklyBwifLeaderboardHistory;

async function weekEntries(
  db: Database,
  history: History,
  periodId: number,
  viewer: string | null,
): Promise<Leaderboard> {
  const withBalance = history === weeklyBwifLeaderboardHistory;
  const rows = await db
    .select()
    .from(history)
    .where(and(eq(history.periodId, periodId), lte(history.rank, ROWS_PER_WEEK)))
    .orderBy(history.rank, history.id)
    .limit(ROWS_PER_WEEK);
  return rows.map((row) => ({
    rank: row.rank,
    username: boardPlayerName(row.username),
    walletAddress: row.walletAddress,
    points: row.points,
    nftsIdentified: row.nftsIdentified,
    averageAttempts: row.averageAttempts,
    isCurrentUser: viewer !== null && row.walletAddress === viewer,
    ...(withBalance && 'bwifBalance' in row ? { bwifBalance: row.bwifBalance } : {}),
  }));
}

/** The archived periods, newest first, each with both boards and its raffle. */
export async function getHistory({ ctx }: { ctx: Ctx }): Promise<LeaderboardHistory> {
  const viewer = ctx.session?.walletAddress ?? null;
  const { database } = ctx;
  const weeks = await latestArchivedPeriods(database);
  const history: HistoryWeek[] = await Promise.all(
    weeks.map(async (week) => ({
      periodId: week.id,
      weekStart: week.weekStart,
      weekEnd: week.weekEnd,
      startFormatted: formatUtcDay(week.weekStart, 'en'),
      endFormatted: formatUtcDay(week.weekEnd, 'en'),
      leaderboard: await weekEntries(database, weeklyLeaderboardHistory, week.id, viewer),
      bwifLeaderboard: await weekEntries(database, weeklyBwifLeaderboardHistory, week.id, viewer),
      raffle: await periodRaffle(database, week),
    })),
  );
  return history.length > 0 ? { history } : { history, message: EMPTY_MESSAGE };
}

/** A page of an archived period's raffle entrants, after the wallet `after`. */
export async function getRaffleEntrants({
  ctx,
  input: { periodId, after },
}: {
  ctx: Ctx;
  input: { periodId: number; after?: string };
}): Promise<RaffleEntrantsPage> {
  const period = await findPeriod(ctx.database, periodId);
  if (period?.status !== 'done') throw new AppError('NOT_FOUND', `No archived period ${periodId}`);
  return entrantsPage(ctx.database, period, after);
}
