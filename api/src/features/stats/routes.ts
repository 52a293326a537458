import { Router } from 'express';
import { OptionalWalletQuery } from '@app/shared/schemas/common';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { getPlayerStats } from './service';

/** /api/player/stats — the signed-in player's record. */
export function statsRoutes(): Router {
  const router = Router();
  router.get('/stats', (req, res) => {
    const { walletAddress } = parseInput(OptionalWalletQuery, req.query);
    res.json(getPlayerStats({ ctx: ctxOf(res), walletAddress }));
  });
  return router;
}
