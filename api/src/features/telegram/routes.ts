import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { prepareShare } from './prepared-share';

/** /api/telegram/prepared-share: the bot's prepared share message of today's result. */
export const preparedShareRoutes: Route[] = [
  {
    method: 'post',
    path: '/api/telegram/prepared-share',
    rateLimit: 'shares',
    handler: async (_req, res) => {
      res.json(await prepareShare({ ctx: ctxOf(res) }));
    },
  },
];
