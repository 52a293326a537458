import { Appearance } from '@app/shared/schemas/theme';
import type { Request } from 'express';
import type { Ctx } from '../../context';
import { readCookie, type CookieToWrite } from './cookie';
import { DAY_MS } from '@app/shared/constants';

const APPEARANCE_COOKIE = 'appearance';
const YEAR_MS = 365 * DAY_MS;

/** The appearance this browser chose before signing in, if it sent a valid one. */
export function appearanceCookie(req: Request): Appearance | undefined {
  const parsed = Appearance.safeParse(readCookie(req, APPEARANCE_COOKIE));
  return parsed.success ? parsed.data : undefined;
}

/** Keeps a browser's appearance without a session row, so choosing a theme costs the server nothing. */
export function appearanceCookieOf(appearance: Appearance, secure: boolean): CookieToWrite {
  return {
    name: APPEARANCE_COOKIE,
    value: appearance,
    options: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: YEAR_MS },
  };
}

/**
 * A signed-in player's appearance is their account's; anyone else's is the one their
 * browser's cookie names (`input`, read by the route with appearanceCookie).
 */
export function appearanceOf({ ctx, input: browserChoice }: { ctx: Ctx; input: Appearance | undefined }): Appearance {
  const { session } = ctx;
  if (session?.userId != null) return session.appearance;
  return browserChoice ?? session?.appearance ?? 'system';
}
