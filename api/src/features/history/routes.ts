import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { getHistory } from './service';

/** /api/leaderboard/history: archived weeks. */
export const historyRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/leaderboard/history',
    handler: (_req, res) => {
      res.json(getHistory({ ctx: ctxOf(res) }));
    },
  },
];
