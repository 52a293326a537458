import { Router } from 'express';
import { LeaderboardQuery } from '@app/shared/schemas/leaderboard';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { getHoldersLeaderboard, getLeaderboard } from './service';

/** /api/leaderboard and /api/bwif-leaderboard — this week's boards. */
export function leaderboardRoutes(): Router {
  const router = Router();
  router.get('/leaderboard', (req, res) => {
    res.json(getLeaderboard({ ctx: ctxOf(res), input: parseInput(LeaderboardQuery, req.query) }));
  });
  router.get('/bwif-leaderboard', async (req, res) => {
    res.json(await getHoldersLeaderboard({ ctx: ctxOf(res), input: parseInput(LeaderboardQuery, req.query) }));
  });
  return router;
}
