import { DEFAULT_LANGUAGE, type Language, matchLanguage } from '../../i18n/languages';

/**
 * The language the server wrote the page in (`<html lang>`): the player's saved choice,
 * the visitor's cookie or the browser's languages. The page's script starts loading its
 * catalog at once, so it is there when the app first renders.
 */
export function pageLanguage(): Language {
  return matchLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}
