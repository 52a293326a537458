import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, directionOf, type Language, LANGUAGE_COOKIE } from '../../i18n/languages';

/** Each language's compiled messages (the common catalog's and the app's), as its own chunk. */
export type CatalogLoaders = Readonly<Record<string, () => Promise<{ default: Record<string, unknown> }>>>;

/** The front end's one translator: the active language, its messages compiled at build. */
export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

let loaders: CatalogLoaders = {};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The app's catalogs, once, before the first activateLanguage. */
export function setCatalogs(catalogLoaders: CatalogLoaders): void {
  loaders = catalogLoaders;
}

/** Loads a language's messages and makes it the page's: `<html lang dir>` and every `useT()`. */
export async function activateLanguage(language: Language): Promise<void> {
  const load = loaders[language];
  if (!load) throw new Error(`no catalog for ${language}`);
  const { default: messages } = await load();
  i18n.loadAndActivate({ locale: language, messages: messages as Messages });
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Keeps the choice for the next first screen, whether or not the player is signed in. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
