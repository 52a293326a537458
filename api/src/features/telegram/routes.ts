import { Router } from 'express';
import { LinkWalletBody, TelegramAuthBody } from '@app/shared/schemas/telegram';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { authenticateTelegram, linkWallet } from './service';

/** /api/telegram — Mini App sign-in by initData and wallet linking. */
export function telegramRoutes(): Router {
  const router = Router();
  router.post('/auth', (req, res) => {
    const input = parseInput(TelegramAuthBody, req.body);
    res.json(authenticateTelegram({ ctx: ctxOf(res), res, input }));
  });
  router.post('/link-wallet', (req, res) => {
    const input = parseInput(LinkWalletBody, req.body);
    res.json(linkWallet({ ctx: ctxOf(res), input }));
  });
  return router;
}
