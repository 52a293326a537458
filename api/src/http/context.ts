import type { RequestHandler, Response } from 'express';
import type { AppDeps, Ctx } from '../context';
import { readCookie, SESSION_COOKIE, verifySessionCookie } from '../features/session/cookie';
import { findSession } from '../features/session/store';
import { BoundedMap } from '../storage/bounded-map';

/** A cookie that verified once verifies again: skip the HMAC for cookies already seen. */
const VERIFIED_COOKIES_LIMIT = 50_000;

function sessionIdVerifier(secret: string): (cookie: string) => string | null {
  const verified = new BoundedMap<string, string>(VERIFIED_COOKIES_LIMIT);
  return (cookie) => {
    const known = verified.get(cookie);
    if (known) return known;
    const id = verifySessionCookie(cookie, secret);
    if (id) verified.set(cookie, id);
    return id;
  };
}

/** Builds the request's Ctx once: the time from the clock and the session from its signed cookie. */
export function contextMiddleware(deps: AppDeps): RequestHandler {
  const sessionIdOf = sessionIdVerifier(deps.settings.sessionSecret);
  return (req, res, next) => {
    const now = deps.clock.now();
    const cookie = readCookie(req, SESSION_COOKIE);
    const id = cookie ? sessionIdOf(cookie) : null;
    const session = id ? findSession(deps.db, id, now) : null;
    const ctx: Ctx = { ...deps, now, session, walletHeader: req.get('x-wallet-address') ?? null };
    res.locals.ctx = ctx;
    next();
  };
}

export function ctxOf(res: Response): Ctx {
  return res.locals.ctx as Ctx;
}
