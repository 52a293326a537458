import unhomoglyph from 'unhomoglyph';
import { RESERVED_DISPLAY_NAMES, withoutInvisibles, withoutSeparators } from '@app/shared/rules/display-name';

/** What lookAlikeKey means: raised with each change of it, so the stored keys are made again at start. */
export const LOOK_ALIKE_VERSION = '3';

/**
 * Letters of the "fancy text" alphabets that confusables.txt does not map: Canadian
 * syllabics drawn as Latin capitals (the others of that alphabet, "ᗷ", "ᗪ", "ᒪ"…, it maps).
 */
const BEYOND_CONFUSABLES: Readonly<Record<string, string>> = { ᗩ: 'A', ᑕ: 'C', ᑫ: 'Q', ᔕ: 'S', ᘔ: 'Z' };
const BEYOND_CONFUSABLES_PATTERN = new RegExp(`[${Object.keys(BEYOND_CONFUSABLES).join('')}]`, 'gu');
const withLatinLetters = (text: string) =>
  text.replace(BEYOND_CONFUSABLES_PATTERN, (letter) => BEYOND_CONFUSABLES[letter] ?? letter);

/**
 * The Unicode TS #39 skeleton: decomposed, without the characters that draw nothing
 * ("al\u034Fice" is "alice"), each character replaced by the prototype it is confusable
 * with (confusables.txt: Cyrillic "а" by Latin "a", "m" by "rn", and BEYOND_CONFUSABLES),
 * decomposed again.
 */
const skeleton = (text: string) =>
  unhomoglyph(withLatinLetters(withoutInvisibles(text.normalize('NFD')))).normalize('NFD');

/**
 * The key a display name is unique on: its case-folded key (displayNameKey of the shared
 * rules) made a skeleton with case folded on both sides of the mapping. The prototypes of
 * confusables.txt keep a case (Lisu "ꓮ" is "A", Latin "I" is "l") and some scripts fold to
 * letters that map elsewhere (Cherokee "Ꭺ" is "A", its lower case "ꭺ" a small capital):
 * the letters are raised to upper case first, mapped, raised again for what mapping gave,
 * mapped, then lowered and mapped once more. "ALICE", "alice" and Lisu "ꓮꓡꓲꓚꓰ" share one
 * key ("I", "l" and "1" are one letter there). Names that look alike share it; it is not
 * for reading. On the server only: the confusables table is about 200 KB, too much for the
 * front ends.
 */
export function lookAlikeKey(caseFoldedKey: string): string {
  const upper = skeleton(skeleton(caseFoldedKey.toUpperCase()).toUpperCase());
  return skeleton(upper.toLowerCase());
}

const RESERVED_KEYS = new Set(RESERVED_DISPLAY_NAMES.map(lookAlikeKey));

/** Whether a look-alike key is that of a reserved name ("ADMlN", "adrnin"), separators ignored. */
export function looksReserved(key: string): boolean {
  return RESERVED_KEYS.has(withoutSeparators(key));
}
