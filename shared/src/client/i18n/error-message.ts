import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { activeLanguage, hasMessage, t } from './language-runtime';

/** What the server refused with: an ApiError, or a refusal the server sends inside an answer (a play block). */
interface ServerRefusal {
  readonly code?: string;
  readonly serverMessage?: string;
}

/** For a screen that knows what a generic code means there: its own catalog id per code (`{ FORBIDDEN: 'group.notMember' }`). */
type MeaningHere = Readonly<Partial<Record<string, string>>>;

/**
 * A server refusal in the player's language. The server writes English, often more precisely
 * than its code can ("You already guessed #385", "No past round with that id…"), and SPEC.md
 * pins those words: in English they show as sent. In another language the code's message
 * shows (`meaningHere`'s id for it, else `error.<CODE>` in the common catalog), else the
 * server's words; with no words from the server (a body that is not JSON) the code's message
 * in any language.
 */
export function errorMessage(error: ServerRefusal, meaningHere: MeaningHere = {}): string | undefined {
  const id = error.code === undefined ? undefined : (meaningHere[error.code] ?? `error.${error.code}`);
  const translated = id !== undefined && hasMessage(id) ? t(id) : undefined;
  if (activeLanguage() === DEFAULT_LANGUAGE) return error.serverMessage ?? translated;
  return translated ?? error.serverMessage;
}
