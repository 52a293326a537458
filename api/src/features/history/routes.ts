import { PeriodParams, RaffleEntrantsQuery } from '@app/shared/schemas/raffle';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { getHistory, getRaffleEntrants } from './service';

/** /api/leaderboard/history: archived weeks, and each one's raffle entrants a page at a time. */
export const historyRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/leaderboard/history',
    handler: async (_req, res) => {
      res.json(await getHistory({ ctx: ctxOf(res) }));
    },
  },
  {
    method: 'get',
    path: '/api/leaderboard/history/:periodId/entrants',
    handler: async (req, res) => {
      const { periodId } = parseInput(PeriodParams, req.params);
      const { after } = parseInput(RaffleEntrantsQuery, req.query);
      res.json(await getRaffleEntrants({ ctx: ctxOf(res), input: { periodId, after } }));
    },
  },
];
