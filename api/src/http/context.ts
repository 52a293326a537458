import type { Request, RequestHandler, Response } from 'express';
import { contextFor, type AppDeps, type Ctx, type SessionState } from '../context';

/** Reads the session a request carries, at the request's time (the session feature's, wired by the app). */
type SessionOfRequest = (req: Request, now: Date) => Promise<SessionState | null>;

/** The request's Ctx: the time from the clock, the session `sessionOf` reads, and the wallet header. */
export function requestContext(deps: AppDeps, sessionOf: SessionOfRequest): (req: Request) => Promise<Ctx> {
  return async (req) => {
    const now = deps.clock.now();
    const session = await sessionOf(req, now);
    return contextFor(deps, { now, session, walletHeader: req.get('x-wallet-address') ?? null });
  };
}

/** Builds the request's Ctx once (requestContext), for the handlers to read with ctxOf. */
export function contextMiddleware(contextOf: (req: Request) => Promise<Ctx>): RequestHandler {
  return (req, res, next) => {
    contextOf(req).then((ctx) => {
      res.locals.ctx = ctx;
      next();
    }, next);
  };
}

export function ctxOf(res: Response): Ctx {
  return res.locals.ctx as Ctx;
}
