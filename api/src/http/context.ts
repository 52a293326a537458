import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps, Ctx, SessionState } from '../context';
import { readCookie, SESSION_COOKIE, verifySessionCookie } from '../features/session/cookie';
import { findSession } from '../features/session/store';
import { launchDataOf, telegramSessionResolver } from '../features/telegram/launch-auth';
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

/**
 * Builds the request's Ctx once: the time from the clock, and the session from the Telegram
 * launch data of `Authorization: tma` when the request carries it (its cookies are then
 * ignored, and bad launch data is a 401, never a fall back to the cookie), else from the
 * signed session cookie.
 */
export function contextMiddleware(deps: AppDeps): RequestHandler {
  const sessionIdOf = sessionIdVerifier(deps.settings.sessionSecret);
  const telegramSessionOf = telegramSessionResolver(deps);
  const cookieSession = (req: Request, now: Date): SessionState | null => {
    const cookie = readCookie(req, SESSION_COOKIE);
    const id = cookie ? sessionIdOf(cookie) : null;
    return id ? findSession(deps.db, id, now) : null;
  };
  return (req, res, next) => {
    const now = deps.clock.now();
    let session: SessionState | null;
    try {
      const launchData = launchDataOf(req.get('authorization'));
      session = launchData === null ? cookieSession(req, now) : telegramSessionOf(launchData, now);
    } catch (error) {
      return next(error);
    }
    const ctx: Ctx = { ...deps, now, session, walletHeader: req.get('x-wallet-address') ?? null };
    res.locals.ctx = ctx;
    next();
  };
}

export function ctxOf(res: Response): Ctx {
  return res.locals.ctx as Ctx;
}
