import { Appearance } from '@app/shared/schemas/theme';
import type { Request, Response } from 'express';
import type { Ctx } from '../../context';
import { readCookie } from './cookie';
import { DAY_MS } from '@app/shared/constants';

const APPEARANCE_COOKIE = 'appearance';
const YEAR_MS = 365 * DAY_MS;

/** The appearance this browser chose before signing in, if it sent a valid one. */
export function appearanceCookie(req: Request): Appearance | undefined {
  const parsed = Appearance.safeParse(readCookie(req, APPEARANCE_COOKIE));
  return parsed.success ? parsed.data : undefined;
}

/** Keeps a browser's appearance without a session row, so choosing a theme costs the server nothing. */
export function writeAppearanceCookie(res: Response, appearance: Appearance, secure: boolean): void {
  res.cookie(APPEARANCE_COOKIE, appearance, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: YEAR_MS });
}

/** A signed-in player's appearance is their account's; anyone else's is their browser's cookie. */
export function appearanceOf({ ctx, req }: { ctx: Ctx; req: Request }): Appearance {
  const { session } = ctx;
  if (session?.userId != null) return session.appearance;
  return appearanceCookie(req) ?? session?.appearance ?? 'system';
}
