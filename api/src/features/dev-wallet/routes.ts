import { Router } from 'express';
import { z } from 'zod';
import { WalletAddress } from '@app/shared/schemas/common';
import { WalletUuidParams } from '@app/shared/schemas/wallet';
import type { DevelopmentWallet } from '../../adapters/xaman/dev-wallet';
import { AppError } from '../../errors';
import { parseInput } from '../../http/validate';
import { devWalletPage } from './page';

const ApproveBody = z.object({ account: WalletAddress });

/** /dev/xaman/:uuid — the offline wallet's approval page and its two actions. */
export function devWalletRoutes(wallet: DevelopmentWallet): Router {
  const router = Router();

  router.get('/:uuid', (req, res) => {
    const { uuid } = parseInput(WalletUuidParams, req.params);
    res.type('html').send(devWalletPage(uuid, wallet.isPending(uuid)));
  });

  router.post('/:uuid/approve', (req, res) => {
    const { uuid } = parseInput(WalletUuidParams, req.params);
    const { account } = parseInput(ApproveBody, req.body);
    decideOrThrow(wallet, uuid, { account });
    res.json({ success: true, message: `Signed in as ${account}. You can return to the game.` });
  });

  router.post('/:uuid/reject', (req, res) => {
    const { uuid } = parseInput(WalletUuidParams, req.params);
    decideOrThrow(wallet, uuid, 'rejected');
    res.json({ success: true, message: 'Sign-in rejected.' });
  });

  return router;
}

function decideOrThrow(wallet: DevelopmentWallet, uuid: string, decision: { account: string } | 'rejected') {
  if (!wallet.decide(uuid, decision)) {
    throw new AppError('NOT_FOUND', 'No pending sign-in request with that uuid');
  }
}
