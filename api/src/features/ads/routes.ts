import { Router } from 'express';
import { AdResetCheckQuery, AdRewardBody } from '@app/shared/schemas/ads';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { awardAd, checkAdReset } from './service';

/** /api/rewards/ad and /api/ad-reset-check — rewarded ads in the Mini App. */
export function adRoutes(): Router {
  const router = Router();
  router.post('/rewards/ad', async (req, res) => {
    const input = parseInput(AdRewardBody, req.body);
    res.json(await awardAd({ ctx: ctxOf(res), input }));
  });
  router.get('/ad-reset-check', (req, res) => {
    const { checkCount } = parseInput(AdResetCheckQuery, req.query);
    res.json(checkAdReset({ ctx: ctxOf(res), checkCount: checkCount === 'true' }));
  });
  return router;
}
