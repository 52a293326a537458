import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { DAY_MS } from '@app/shared/constants';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * DAY_MS;

function signature(id: string, secret: string): string {
  return createHmac('sha256', secret).update(id).digest('base64url');
}

/** `<id>.<hmac>`: the id is random and server-side; the HMAC stops forged ids reaching the database. */
export function signSessionId(id: string, secret: string): string {
  return `${id}.${signature(id, secret)}`;
}

/** The session id of a signed cookie value, or null when it was not signed with this secret. */
export function verifySessionCookie(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function writeSessionCookie(res: Response, value: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_TTL_MS,
  });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
