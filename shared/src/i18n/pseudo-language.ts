import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogOf, type CatalogName } from './catalog-files';

// A pseudo-language for tests, never shipped: English accented and 40% longer, what a longer
// language does to a layout, in words still readable.

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
  A: 'Å',
  E: 'É',
  O: 'Ö',
  U: 'Ü',
};

/** Text in the pseudo-language. */
export function pseudo(text: string): string {
  const accented = [...text].map((character) => ACCENTED[character] ?? character).join('');
  return accented + '~'.repeat(Math.ceil(text.length * 0.4));
}

/** A compiled message with its text made pseudo, its placeholders (and a plural's `#`) left as they are. */
function pseudoMessage(message: CompiledMessage): CompiledMessage {
  return message.map((token) => {
    if (typeof token === 'string') return token === '#' ? token : pseudo(token);
    const [name, format, cases] = token;
    if (!cases || typeof cases !== 'object') return token;
    // A plural's cases hold messages, and its offset (a number or undefined).
    const pseudoCases = Object.entries(cases as Record<string, unknown>).map(
      ([key, value]) => [key, Array.isArray(value) ? pseudoMessage(value as CompiledMessage) : value] as const,
    );
    return [name, format, Object.fromEntries(pseudoCases)];
  });
}

/** The named catalogs' English in the pseudo-language, compiled as a front end's build compiles them. */
export function pseudoCatalog(names: readonly CatalogName[]): Record<string, CompiledMessage> {
  const english = Object.entries(catalogOf(names, 'en'));
  return Object.fromEntries(english.map(([id, message]) => [id, pseudoMessage(compileMessage(message))]));
}
