import { z } from 'zod';
import { AdResetCheckQuery, AdRewardBody } from '@app/shared/schemas/ads';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { registerAdIntent } from './intents';
import { awardAd, checkAdReset, grantAdFromNetwork } from './service';

const NetworkRewardQuery = z.object({
  userid: z.string().regex(/^\d{1,20}$/, 'userid must be a Telegram user id'),
  secret: z.string().max(200),
});

/** /api/rewards/* and /api/ad-reset-check: rewarded ads in the Mini App. */
export const adRoutes: Route[] = [
  {
    method: 'post',
    path: '/api/rewards/ad',
    auth: 'player',
    jsonBody: true,
    rateLimit: 'ads',
    handler: async (req, res) => {
      const input = parseInput(AdRewardBody, req.body);
      res.json(await awardAd({ ctx: ctxOf(res), input }));
    },
  },
  {
    method: 'post',
    path: '/api/rewards/ad/intent',
    auth: 'player',
    rateLimit: 'ads',
    handler: async (_req, res) => {
      res.json(await registerAdIntent({ ctx: ctxOf(res) }));
    },
  },
  {
    method: 'get',
    path: '/api/rewards/adsgram',
    // A reward the network sends during maintenance would otherwise be lost.
    openDuringMaintenance: true,
    handler: async (req, res) => {
      const { userid, secret } = parseInput(NetworkRewardQuery, req.query);
      res.json(await grantAdFromNetwork({ ctx: ctxOf(res), input: { telegramId: userid, secret } }));
    },
  },
  {
    method: 'get',
    path: '/api/ad-reset-check',
    handler: async (req, res) => {
      const { checkCount } = parseInput(AdResetCheckQuery, req.query);
      res.json(await checkAdReset({ ctx: ctxOf(res), input: { checkCount: checkCount === 'true' } }));
    },
  },
];
