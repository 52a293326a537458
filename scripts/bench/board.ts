/**
 * The leaderboard's server time on a large board: the top 50 and a player's own rank,
 * each timed in-process for random players (no HTTP), as the budget is stated.
 */
import type { AppDeps, Ctx } from '@app/api/context';
import { getOwnRank } from '@app/api/features/leaderboard/own-rank';
import { getLeaderboard } from '@app/api/features/leaderboard/service';
import { walletOf } from './population';
import { round, summarize, timeEach } from './stats';

export interface BoardTimes {
  topP50: number;
  topP99: number;
  ownRankP50: number;
  ownRankP99: number;
  /** The first own-rank call builds the board's index from its rows. */
  indexBuildMs: number;
}

function asPlayer(deps: AppDeps, now: Date, userId: number): Ctx {
  const session = { id: `bench-${userId}`, userId, walletAddress: walletOf(userId), proof: 'xaman' as const, appearance: 'system' as const };
  return { ...deps, now, session, walletHeader: null };
}

export async function measureBoard(deps: AppDeps, now: Date, players: number, samples = 2000): Promise<BoardTimes> {
  const randomPlayer = () => asPlayer(deps, now, 1 + Math.floor(Math.random() * players));
  const input = { board: 'regular' as const };
  const buildStart = performance.now();
  getOwnRank({ ctx: randomPlayer(), input });
  const indexBuildMs = performance.now() - buildStart;
  const top = summarize(await timeEach(samples, () => getLeaderboard({ ctx: randomPlayer(), input: { limit: 50 } })));
  const own = summarize(await timeEach(samples, () => getOwnRank({ ctx: randomPlayer(), input })));
  return {
    topP50: round(top.p50),
    topP99: round(top.p99),
    ownRankP50: round(own.p50),
    ownRankP99: round(own.p99),
    indexBuildMs: round(indexBuildMs, 1),
  };
}
