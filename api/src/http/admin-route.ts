import type { Request, RequestHandler } from 'express';
import type { Ctx } from '../context';
import { requireAdmin } from '../features/admin/guard';
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

/** The middleware of routes with `auth: 'admin'`: 401 or 403 for anyone but the admin. */
export const adminOnly: RequestHandler = (_req, res, next) => {
  requireAdmin({ ctx: ctxOf(res) });
  next();
};
