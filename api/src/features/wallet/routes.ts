import { Router } from 'express';
import { WalletUuidParams } from '@app/shared/schemas/wallet';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { createSignIn, getSignInStatus } from './service';

/** /api/wallet — Xaman sign-in. */
export function walletRoutes(): Router {
  const router = Router();

  router.post('/xaman/create', async (_req, res) => {
    res.json(await createSignIn({ ctx: ctxOf(res), res }));
  });

  router.get('/xaman/status/:uuid', async (req, res) => {
    const { uuid } = parseInput(WalletUuidParams, req.params);
    res.json(await getSignInStatus({ ctx: ctxOf(res), res, uuid }));
  });

  return router;
}
