import type { Request } from 'express';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { DAY_MS } from '@app/shared/constants';
import { chooseLanguage, LANGUAGE_COOKIE, matchLanguage, type Language } from '@app/shared/i18n/languages';
import type { LanguageBody } from '@app/shared/schemas/language';
import type { Ctx } from '../../context';
import { readCookie, type CookieToWrite } from '../../identity/session/cookie';

const YEAR_MS = 365 * DAY_MS;

/** What the request tells of the language: the browser's choice (its cookie) and its Accept-Language. */
export interface BrowserLanguage {
  chosen: Language | undefined;
  accepted: string | undefined;
}

export function browserLanguage(req: Request): BrowserLanguage {
  return {
    chosen: matchLanguage(readCookie(req, LANGUAGE_COOKIE) ?? ''),
    accepted: req.get('accept-language'),
  };
}

/**
 * The language to show: the player's saved one (a visitor's: the one their browser's
 * cookie keeps), else the Telegram language last seen for the player, else the browser's.
 */
export function effectiveLanguage(
  player: { language: string | null; telegramLanguage: string | null } | undefined,
  browser: BrowserLanguage,
): Language {
  return chooseLanguage({
    saved: player?.language ?? browser.chosen,
    telegram: player?.telegramLanguage,
    accepted: browser.accepted,
  });
}

/**
 * Keeps the chosen language in the browser's cookie (returned for the route to write), as
 * the appearance is kept, so a visitor's choice costs no record; a signed-in player's is
 * saved with the player too, for the bot and the other devices.
 */
export async function setLanguage({
  ctx,
  input: { language },
}: {
  ctx: Ctx;
  input: LanguageBody;
}): Promise<{ answer: LanguageBody; cookie: CookieToWrite }> {
  const userId = ctx.session?.userId;
  if (userId != null) await ctx.database.update(users).set({ language }).where(eq(users.id, userId));
  const cookie: CookieToWrite = {
    name: LANGUAGE_COOKIE,
    value: language,
    options: { httpOnly: true, sameSite: 'lax', secure: ctx.settings.production, path: '/', maxAge: YEAR_MS },
  };
  return { answer: { language }, cookie };
}
