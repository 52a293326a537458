import type { Request } from 'express';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { CATALOG_LANGUAGE_ATTRIBUTE } from '@app/shared/build/i18n-catalogs';
import { translatorsOf, type CatalogName } from '@app/shared/i18n/catalog-files';
import { directionOf, type Language } from '@app/shared/i18n/languages';
import type { Ctx } from '../../context';
import { browserLanguage, effectiveLanguage } from '../me/language';
import { escapeAttribute } from '../share/share-tags';

/**
 * The language a page is served in, by the rule /api/me answers with (`effectiveLanguage`):
 * the signed-in player's saved choice, else the browser's (the cookie the language menu
 * sets), else the Telegram language last seen for the player, else Accept-Language, else English.
 */
async function pageLanguageOf(contextOf: (req: Request) => Promise<Ctx>, req: Request): Promise<Language> {
  const browser = browserLanguage(req);
  try {
    const ctx = await contextOf(req);
    const userId = ctx.session?.userId;
    if (userId == null) return effectiveLanguage(undefined, browser);
    const [user] = await ctx.database
      .select({ language: users.language, telegramLanguage: users.telegramLanguage })
      .from(users)
      .where(eq(users.id, userId));
    return effectiveLanguage(user, browser);
  } catch {
    // The page in the browser's language then: the app asks the API itself, which answers the error as it does.
    return effectiveLanguage(undefined, browser);
  }
}

type Translator = ReturnType<ReturnType<typeof translatorsOf>>;

/** A preload link the build writes in the page for one language's catalog chunk (compileCatalogs), and its language. */
const CATALOG_PRELOAD = new RegExp(`\\s*<link [^>]*${CATALOG_LANGUAGE_ATTRIBUTE}="([^"]+)"[^>]*>`, 'g');

/** The page preloading the catalog chunk of `language` only: the one its script imports before the app. */
const preloadingCatalogOf = (html: string, language: Language) =>
  html.replace(CATALOG_PRELOAD, (link, linked: string) => (linked === language ? link : ''));

/**
 * A built page (written in English) in the requester's language: `<html lang dir>`, its
 * catalog's chunk preloaded, and each attribute that holds one of `messages` (the
 * skeleton's label, the description).
 */
function pageInLanguage({
  translate,
  messages,
}: {
  translate: (language: Language) => Translator;
  messages: readonly string[];
}): (html: string, language: Language) => string {
  return (html, language) => {
    let page = preloadingCatalogOf(html, language).replace(
      '<html lang="en">',
      `<html lang="${language}" dir="${directionOf(language)}">`,
    );
    for (const id of messages) {
      const english = `"${escapeAttribute(translate('en')._(id))}"`;
      page = page.replaceAll(english, () => `"${escapeAttribute(translate(language)._(id))}"`);
    }
    return page;
  };
}

/**
 * A front end's page language: the requester's (`of`), the built page written in it
 * (`render`), and its catalogs' translators (`translate`) for what the server writes in.
 */
export function pageLanguage({
  contextOf,
  catalogs,
  messages,
}: {
  contextOf: (req: Request) => Promise<Ctx>;
  catalogs: readonly CatalogName[];
  /** The ids of the messages the built page holds as attributes. */
  messages: readonly string[];
}) {
  const translate = translatorsOf(catalogs);
  return {
    of: (req: Request) => pageLanguageOf(contextOf, req),
    render: pageInLanguage({ translate, messages }),
    translate,
  };
}

export type PageLanguage = ReturnType<typeof pageLanguage>;
