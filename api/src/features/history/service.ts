import { weeklyBwifLeaderboardHistory, weeklyLeaderboardHistory } from '@app/db/schema/leaderboards';
import { and, eq, lte } from '@app/db/orm';
import type { Db } from '@app/db/client';
import type { HistoryWeek, Leaderboard, LeaderboardHistory } from '@app/shared/schemas/leaderboard';
import type { RaffleEntrantsPage } from '@app/shared/schemas/raffle';
import { boardPlayerName } from '@app/shared/rules/names';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { entrantsPage, findPeriod, periodRaffle } from '../raffle/view';
import { latestArchivedPeriods } from '../weekly/archived-periods';

const ROWS_PER_WEEK = 50;
const EMPTY_MESSAGE = 'No historical leaderboard data available yet.';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 16, 2026" from "2026-11-16". */
function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

type History = typeof weeklyLeaderboardHistory | typeof weeklyBwifLeaderboardHistory;

function weekEntries(db: Db, history: History, periodId: number, viewer: string | null): Leaderboard {
  const withBalance = history === weeklyBwifLeaderboardHistory;
  return db
    .select()
    .from(history)
    .where(and(eq(history.periodId, periodId), lte(history.rank, ROWS_PER_WEEK)))
    .orderBy(history.rank, history.id)
    .limit(ROWS_PER_WEEK)
    .all()
    .map((row) => ({
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
export function getHistory({ ctx }: { ctx: Ctx }): LeaderboardHistory {
  const viewer = ctx.session?.walletAddress ?? null;
  const weeks = latestArchivedPeriods(ctx.db);
  const history: HistoryWeek[] = weeks.map((week) => ({
    periodId: week.id,
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    startFormatted: formatDay(week.weekStart),
    endFormatted: formatDay(week.weekEnd),
    leaderboard: weekEntries(ctx.db, weeklyLeaderboardHistory, week.id, viewer),
    bwifLeaderboard: weekEntries(ctx.db, weeklyBwifLeaderboardHistory, week.id, viewer),
    raffle: periodRaffle(ctx.db, week),
  }));
  return history.length > 0 ? { history } : { history, message: EMPTY_MESSAGE };
}

/** A page of an archived period's raffle entrants, after the wallet `after`. */
export function getRaffleEntrants({
  ctx,
  periodId,
  after,
}: {
  ctx: Ctx;
  periodId: number;
  after?: string;
}): RaffleEntrantsPage {
  const period = findPeriod(ctx.db, periodId);
  if (period?.status !== 'done') throw new AppError('NOT_FOUND', `No archived period ${periodId}`);
  return entrantsPage(ctx.db, period, after);
}
