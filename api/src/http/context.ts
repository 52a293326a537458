import type { RequestHandler, Response } from 'express';
import type { AppDeps, Ctx } from '../context';
import { readCookie, SESSION_COOKIE, verifySessionCookie } from '../features/session/cookie';
import { findSession } from '../features/session/store';

/** Builds the request's Ctx once: the time from the clock and the session from its signed cookie. */
export function contextMiddleware(deps: AppDeps): RequestHandler {
  return (req, res, next) => {
    const now = deps.clock.now();
    const cookie = readCookie(req, SESSION_COOKIE);
    const id = cookie ? verifySessionCookie(cookie, deps.settings.sessionSecret) : null;
    const session = id ? findSession(deps.db, id, now) : null;
    const ctx: Ctx = { ...deps, now, session, walletHeader: req.get('x-wallet-address') ?? null };
    res.locals.ctx = ctx;
    next();
  };
}

export function ctxOf(res: Response): Ctx {
  return res.locals.ctx as Ctx;
}
