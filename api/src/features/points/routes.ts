import { Router } from 'express';
import { ctxOf } from '../../http/context';
import { getPointsLeaderboard } from './service';

/** /api/bwif-points-leaderboard — all-time points. */
export function pointsRoutes(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(getPointsLeaderboard({ ctx: ctxOf(res) }));
  });
  return router;
}
