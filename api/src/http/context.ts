import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps, Ctx, SessionState } from '../context';
import { readCookie, SESSION_COOKIE, verifySessionCookie } from '../features/session/cookie';
import { findSession } from '../features/session/store';
import { launchDataOf, telegramSessionResolver } from '../features/telegram/launch/launch-auth';
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
 * The request's Ctx: the time from the clock, and the session from the Telegram launch
 * data of `Authorization: tma` when the request carries it (its cookies are then ignored,
 * and bad launch data throws a 401, never a fall back to the cookie), else from the
 * signed session cookie.
 */
export function requestContext(deps: AppDeps): (req: Request) => Promise<Ctx> {
  const sessionIdOf = sessionIdVerifier(deps.settings.sessionSecret);
  const telegramSessionOf = telegramSessionResolver({ deps });
  const cookieSession = async (req: Request, now: Date): Promise<SessionState | null> => {
    const cookie = readCookie(req, SESSION_COOKIE);
    const id = cookie ? sessionIdOf(cookie) : null;
    return id ? findSession(deps.database, id, now) : null;
  };
  return async (req) => {
    const now = deps.clock.now();
    const launchData = launchDataOf(req.get('authorization'));
    const session = launchData === null ? await cookieSession(req, now) : await telegramSessionOf(launchData, now);
    return { ...deps, now, session, walletHeader: req.get('x-wallet-address') ?? null };
  };
}

/** Builds the request's Ctx once (requestContext), for the handlers to read with ctxOf. */
export function contextMiddleware(deps: AppDeps): RequestHandler {
  const contextOf = requestContext(deps);
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
