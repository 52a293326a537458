import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import type { ApiError } from '../api-fetch';
import { activeLanguage, hasMessage, t } from './language-runtime';

/**
 * A server refusal in the player's language. The server writes English, often more precisely
 * than its code can ("You already guessed #385", "No past round with that id…"), and SPEC.md
 * pins those words: in English they show as sent. In another language the code's message
 * (`error.<CODE>` in the common catalog) shows, else the server's words; with no words from
 * the server (a body that is not JSON) the code's message in any language.
 */
export function errorMessage(error: ApiError): string | undefined {
  const id = `error.${error.code}`;
  const translated = error.code !== undefined && hasMessage(id) ? t(id) : undefined;
  if (activeLanguage() === DEFAULT_LANGUAGE) return error.serverMessage ?? translated;
  return translated ?? error.serverMessage;
}
