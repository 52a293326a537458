import { LinkWalletBody, TelegramAuthBody } from '@app/shared/schemas/telegram';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { sendWithCookie } from '../session/cookie';
import { authenticateTelegram, linkWallet } from './service';

/** /api/telegram: Mini App sign-in by initData, and wallet linking. */
export const telegramRoutes: Route[] = [
  {
    method: 'post',
    path: '/api/telegram/auth',
    jsonBody: true,
    handler: async (req, res) => {
      const input = parseInput(TelegramAuthBody, req.body);
      sendWithCookie(res, await authenticateTelegram({ ctx: ctxOf(res), input }));
    },
  },
  {
    method: 'post',
    path: '/api/telegram/link-wallet',
    jsonBody: true,
    handler: async (req, res) => {
      const input = parseInput(LinkWalletBody, req.body);
      res.json(await linkWallet({ ctx: ctxOf(res), input }));
    },
  },
];
