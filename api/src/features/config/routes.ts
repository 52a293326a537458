import { Router } from 'express';
import type { PublicConfig } from '@app/shared/schemas/config';
import { ctxOf } from '../../http/context';

/** /api/config — what the front ends need to know about this server. */
export function configRoutes(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    const { settings } = ctxOf(res);
    const config: PublicConfig = {
      adsgramBlockId: settings.adsgramBlockId ?? null,
      adRewardsByNetwork: !!settings.adsgramRewardSecret,
    };
    res.json(config);
  });
  return router;
}
