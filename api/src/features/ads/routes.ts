import { Router } from 'express';
import { z } from 'zod';
import { AdResetCheckQuery, AdRewardBody } from '@app/shared/schemas/ads';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { awardAd, checkAdReset, grantAdFromNetwork } from './service';

const NetworkRewardQuery = z.object({
  userid: z.string().regex(/^\d{1,20}$/, 'userid must be a Telegram user id'),
  secret: z.string().max(200),
});

/** /api/rewards/ad and /api/ad-reset-check — rewarded ads in the Mini App. */
export function adRoutes(): Router {
  const router = Router();
  router.post('/rewards/ad', async (req, res) => {
    const input = parseInput(AdRewardBody, req.body);
    res.json(await awardAd({ ctx: ctxOf(res), input }));
  });
  router.get('/rewards/adsgram', async (req, res) => {
    const { userid, secret } = parseInput(NetworkRewardQuery, req.query);
    res.json(await grantAdFromNetwork({ ctx: ctxOf(res), telegramId: userid, secret }));
  });
  router.get('/ad-reset-check', (req, res) => {
    const { checkCount } = parseInput(AdResetCheckQuery, req.query);
    res.json(checkAdReset({ ctx: ctxOf(res), checkCount: checkCount === 'true' }));
  });
  return router;
}
