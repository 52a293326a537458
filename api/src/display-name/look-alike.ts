import unhomoglyph from 'unhomoglyph';
import { RESERVED_DISPLAY_NAMES, withoutInvisibles, withoutSeparators } from '@app/shared/rules/display-name';

/**
 * The key a display name is unique on: its case-folded key (displayNameKey of the shared
 * rules) folded to its Unicode TS #39 skeleton: decomposed, without the characters that
 * draw nothing ("al\u034Fice" is "alice"), each character replaced by the prototype it is
 * confusable with (confusables.txt: Cyrillic "а" by Latin "a", "m" by "rn"), decomposed
 * again. Names that look alike share it; it is not for reading.
 * On the server only: the confusables table is about 200 KB, too much for the front ends.
 */
export function lookAlikeKey(caseFoldedKey: string): string {
  return unhomoglyph(withoutInvisibles(caseFoldedKey.normalize('NFD'))).normalize('NFD');
}

const RESERVED_KEYS = new Set(RESERVED_DISPLAY_NAMES.map(lookAlikeKey));

/** Whether a look-alike key is that of a reserved name ("ADMlN", "adrnin"), separators ignored. */
export function looksReserved(key: string): boolean {
  return RESERVED_KEYS.has(withoutSeparators(key));
}
