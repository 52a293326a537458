/** The bounds of a chosen display name, in characters after normalising. */
export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 24;

/**
 * Names nobody may choose: staff roles, the game's own name, and the names the boards
 * show for players without one, compared with spaces, `_`, `-` and `.` removed.
 */
export const RESERVED_DISPLAY_NAMES = [
  'admin',
  'administrator',
  'moderator',
  'mod',
  'support',
  'staff',
  'bwif',
  'nftguess',
  'bwifnftguess',
  'bwifguess',
  'anonymousplayer',
  'deletedplayer',
  'unknownuser',
];
const RESERVED = new Set(RESERVED_DISPLAY_NAMES);

/** A folded name as the reserved names are written: without spaces, `_`, `-` and `.`. */
export const withoutSeparators = (key: string) => key.replace(/[ _.-]/g, '');

/**
 * Characters that draw nothing: Unicode's default-ignorable code points (joiners, the
 * combining grapheme joiner, variation selectors, Hangul fillers), format characters
 * (bidirectional overrides) and control characters.
 */
const DRAWS_NOTHING = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/u;
const EVERY_DRAWS_NOTHING = new RegExp(DRAWS_NOTHING.source, 'gu');

/** A wallet address as the boards shorten it ("rDemo...XXXXX"), which a name must not pass for. */
const ADDRESS_SHAPED = /^r[\p{L}\p{N}]*\.{2,}[\p{L}\p{N}]*$/u;

/**
 * Letters (each with at most two combining marks, as many scripts need), digits, spaces,
 * `_`, `-` and `.`. Characters that draw nothing, marks among them, are refused before.
 */
const ALLOWED = /^(?:\p{L}\p{M}{0,2}|\p{N}|[ _.-])+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The scripts recommended for identifiers (Unicode UAX #31, table 5): a letter of any
 * other script counts as one more script of its own kind.
 */
const RECOMMENDED_SCRIPTS = [
  'Arabic',
  'Armenian',
  'Bengali',
  'Bopomofo',
  'Cyrillic',
  'Devanagari',
  'Ethiopic',
  'Georgian',
  'Greek',
  'Gujarati',
  'Gurmukhi',
  'Han',
  'Hangul',
  'Hebrew',
  'Hiragana',
  'Kannada',
  'Katakana',
  'Khmer',
  'Lao',
  'Latin',
  'Malayalam',
  'Myanmar',
  'Oriya',
  'Sinhala',
  'Tamil',
  'Telugu',
  'Thaana',
  'Thai',
  'Tibetan',
].map((script) => ({ script, letters: new RegExp(`\\p{Script_Extensions=${script}}`, 'u') }));
/** Letters every script uses (or that take the script of the letter before them). */
const ANY_SCRIPT = /[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u;
/**
 * Han is written with kana in Japanese, with Hangul in Korean and with Bopomofo in
 * Chinese: Unicode TS #39's augmented script sets let those mix.
 */
const WRITING_SYSTEMS: Record<string, string[]> = {
  Han: ['Japanese', 'Korean', 'Chinese'],
  Hiragana: ['Japanese'],
  Katakana: ['Japanese'],
  Hangul: ['Korean'],
  Bopomofo: ['Chinese'],
};

/** The scripts a letter may be read in, augmented as Unicode TS #39 says. */
function scriptsOf(letter: string): string[] {
  const scripts = RECOMMENDED_SCRIPTS.filter(({ letters }) => letters.test(letter)).flatMap(({ script }) => [
    script,
    ...(WRITING_SYSTEMS[script] ?? []),
  ]);
  return scripts.length > 0 ? scripts : ['other'];
}

/**
 * Whether all the name's letters can be read in one script (Unicode TS #39's single-script
 * test): "аdmin" with a Cyrillic "а" cannot, so it never passes for "admin".
 */
function isSingleScript(name: string): boolean {
  let common: string[] | null = null;
  for (const [letter] of name.matchAll(/\p{L}/gu)) {
    if (ANY_SCRIPT.test(letter)) continue;
    const scripts = scriptsOf(letter);
    common = common === null ? scripts : common.filter((script) => scripts.includes(script));
    if (common.length === 0) return false;
  }
  return true;
}

export type DisplayNameCheck =
  | { ok: true; name: string; key: string }
  | {
      ok: false;
      reason: 'short' | 'long' | 'invisible' | 'characters' | 'scripts' | 'address' | 'reserved';
      message: string;
    };

export const RESERVED_MESSAGE = 'That name is reserved. Please choose another.';

/** The name as stored: NFKC (full-width letters become plain ones), trimmed, inner whitespace one space. */
function normalise(input: string): string {
  return input.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/**
 * The key two names collide on: the normalised name case-folded. Upper then lower case
 * folds what lower case alone misses ("ß" and "SS", final and medial sigma); NFKC again
 * because case mapping can leave a character out of normal form.
 */
export function displayNameKey(input: string): string {
  return normalise(input).toUpperCase().toLowerCase().normalize('NFKC');
}

const fail = (reason: Exclude<DisplayNameCheck, { ok: true }>['reason'], message: string): DisplayNameCheck => ({
  ok: false,
  reason,
  message,
});

/** Checks a display name the player typed; on success, the name to store and its key. */
export function checkDisplayName(input: string): DisplayNameCheck {
  const name = normalise(input);
  const length = [...name].length;
  if (length < DISPLAY_NAME_MIN) return fail('short', `Display name must be at least ${DISPLAY_NAME_MIN} characters`);
  if (length > DISPLAY_NAME_MAX) return fail('long', `Display name must be at most ${DISPLAY_NAME_MAX} characters`);
  if (DRAWS_NOTHING.test(name)) return fail('invisible', 'Display name cannot hold characters that draw nothing');
  if (!ALLOWED.test(name) || !HAS_LETTER_OR_DIGIT.test(name)) {
    return fail('characters', 'Display name can only use letters, digits, spaces and _ - .');
  }
  if (!isSingleScript(name)) {
    return fail('scripts', 'Display name must use letters of one alphabet: do not mix, say, Latin and Cyrillic');
  }
  if (ADDRESS_SHAPED.test(name)) return fail('address', 'Display name cannot look like a wallet address');
  const key = displayNameKey(name);
  if (RESERVED.has(withoutSeparators(key))) return fail('reserved', RESERVED_MESSAGE);
  return { ok: true, name, key };
}

/** The text without the characters that draw nothing (for keys, and names chosen elsewhere). */
export const withoutInvisibles = (text: string) => text.replace(EVERY_DRAWS_NOTHING, '');

/**
 * A name the player chose elsewhere (their Telegram first name) as a board may show it:
 * without the characters that draw nothing, normalised, with its key; null when nothing is
 * left or it passes for something it is not (letters of two scripts, a wallet address, a
 * reserved name, a Telegram @username, which the boards show with its "@"). It may hold
 * any other visible character: emoji, punctuation.
 */
export function checkOutsideName(input: string): { name: string; key: string } | null {
  // Spaces first: a tab or a line break (control characters) still parts two words.
  const name = normalise(withoutInvisibles(input.replace(/\s/g, ' ')));
  if (!name || name.startsWith('@') || !isSingleScript(name) || ADDRESS_SHAPED.test(name)) return null;
  const key = displayNameKey(name);
  return RESERVED.has(withoutSeparators(key)) ? null : { name, key };
}
