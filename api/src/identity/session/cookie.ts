import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
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

/** A cookie a service decided on, for its route to write with the answer; a null value clears it. */
export interface CookieToWrite {
  name: string;
  value: string | null;
  options: CookieOptions;
}

/** A service's answer and the cookie, if any, its route writes with it. */
export interface WithCookie<T> {
  answer: T;
  cookie: CookieToWrite | null;
}

/** Writes, or clears, the cookie a service decided on. */
export function writeCookie(res: Response, { name, value, options }: CookieToWrite): void {
  if (value === null) res.clearCookie(name, options);
  else res.cookie(name, value, options);
}

/** Sends a service's answer as JSON, with the cookie it decided on. */
export function sendWithCookie<T>(res: Response, { answer, cookie }: WithCookie<T>): void {
  if (cookie) writeCookie(res, cookie);
  res.json(answer);
}

const SESSION_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

/** The session cookie: its signed value, kept for the session's lifetime; null clears it. */
export function sessionCookie(value: string | null, secure: boolean): CookieToWrite {
  const options = { ...SESSION_COOKIE_OPTIONS, secure };
  if (value === null) return { name: SESSION_COOKIE, value, options };
  return { name: SESSION_COOKIE, value, options: { ...options, maxAge: SESSION_TTL_MS } };
}
