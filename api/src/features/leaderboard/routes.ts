import { Router } from 'express';
import { LeaderboardQuery, OwnRankQuery } from '@app/shared/schemas/leaderboard';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { getOwnRank } from './own-rank';
import { getHoldersLeaderboard, getLeaderboard } from './service';

/** /api/leaderboard and /api/bwif-leaderboard — this week's boards — and the player's own place. */
export function leaderboardRoutes(): Router {
  const router = Router();
  router.get('/leaderboard', (req, res) => {
    res.json(getLeaderboard({ ctx: ctxOf(res), input: parseInput(LeaderboardQuery, req.query) }));
  });
  router.get('/leaderboard/me', (req, res) => {
    res.json(getOwnRank({ ctx: ctxOf(res), input: parseInput(OwnRankQuery, req.query) }));
  });
  router.get('/bwif-leaderboard', async (req, res) => {
    res.json(await getHoldersLeaderboard({ ctx: ctxOf(res), input: parseInput(LeaderboardQuery, req.query) }));
  });
  return router;
}
