import { LeaderboardQuery, OwnRankQuery } from '@app/shared/schemas/leaderboard';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { getOwnRank } from './own-rank';
import { getHoldersLeaderboard, getLeaderboard } from './service';

/** /api/leaderboard and /api/bwif-leaderboard (this week's boards) and the player's own place. */
export const leaderboardRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/leaderboard',
    handler: async (req, res) => {
      res.json(await getLeaderboard({ ctx: ctxOf(res), input: parseInput(LeaderboardQuery, req.query) }));
    },
  },
  {
    method: 'get',
    path: '/api/leaderboard/me',
    auth: 'player',
    handler: async (req, res) => {
      res.json(await getOwnRank({ ctx: ctxOf(res), input: parseInput(OwnRankQuery, req.query) }));
    },
  },
  {
    method: 'get',
    path: '/api/bwif-leaderboard',
    handler: async (req, res) => {
      res.json(await getHoldersLeaderboard({ ctx: ctxOf(res), input: parseInput(LeaderboardQuery, req.query) }));
    },
  },
];
