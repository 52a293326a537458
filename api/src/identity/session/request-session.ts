import type { Request } from 'express';
import type { AppDeps, SessionState } from '../../context';
import { BoundedMap } from '../../storage/bounded-map';
import { launchDataOf, telegramSessionResolver } from '../telegram/launch-auth';
import { readCookie, SESSION_COOKIE, verifySessionCookie } from './cookie';
import { findSession } from './store';

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

/** Reads the session a request carries, at the request's time. */
export type RequestSession = (req: Request, now: Date) => Promise<SessionState | null>;

/**
 * The request's session: from the Telegram launch data of `Authorization: tma` when the
 * request carries it (its cookies are then ignored, and bad launch data throws a 401,
 * never a fall back to the cookie), else from the signed session cookie.
 */
export function requestSession({ deps }: { deps: AppDeps }): RequestSession {
  const sessionIdOf = sessionIdVerifier(deps.settings.sessionSecret);
  const telegramSessionOf = telegramSessionResolver({ deps });
  const cookieSession = async (req: Request, now: Date): Promise<SessionState | null> => {
    const cookie = readCookie(req, SESSION_COOKIE);
    const id = cookie ? sessionIdOf(cookie) : null;
    return id ? findSession(deps.database, id, now) : null;
  };
  return async (req, now) => {
    const launchData = launchDataOf(req.get('authorization'));
    return launchData === null ? cookieSession(req, now) : telegramSessionOf(launchData, now);
  };
}
