import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { getPointsLeaderboard } from './service';

/** /api/bwif-points-leaderboard: all-time points. */
export const pointsRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/bwif-points-leaderboard',
    handler: async (_req, res) => {
      res.json(await getPointsLeaderboard({ ctx: ctxOf(res) }));
    },
  },
];
