import type { Request } from 'express';
import type { Ctx } from '../context';
import { ctxOf } from './context';
import { adminRoute, type Route } from './route';

/** An /api/admin route answering, as JSON, what `answer` gives for the request and its context. */
export function adminAnswer(
  route: Omit<Route, 'handler' | 'auth'>,
  answer: (ctx: Ctx, req: Request) => unknown,
  status = 200,
): Route {
  return adminRoute({
    ...route,
    handler: async (req, res) => {
      res.status(status).json(await answer(ctxOf(res), req));
    },
  });
}
