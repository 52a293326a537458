import { Router } from 'express';
import { ctxOf } from '../../http/context';
import { getHistory } from './service';

/** /api/leaderboard/history — archived weeks. */
export function historyRoutes(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json(getHistory({ ctx: ctxOf(res) }));
  });
  return router;
}
