/** The bounds of a chosen display name, in characters after normalising. */
const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 24;

/**
 * Names nobody may choose: staff roles, the game's own name, and the names the boards
 * show for players without one, compared with spaces, `_`, `-` and `.` removed.
 */
const RESERVED = new Set([
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
]);

/** Letters (each with at most two combining marks, as many scripts need), digits, spaces, `_`, `-` and `.`. */
const ALLOWED = /^(?:\p{L}\p{M}{0,2}|\p{N}|[ _.-])+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export type DisplayNameCheck =
  | { ok: true; name: string; key: string }
  | { ok: false; reason: 'short' | 'long' | 'characters' | 'reserved'; message: string };

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
  if (!ALLOWED.test(name) || !HAS_LETTER_OR_DIGIT.test(name)) {
    return fail('characters', 'Display name can only use letters, digits, spaces and _ - .');
  }
  const key = displayNameKey(name);
  if (RESERVED.has(key.replace(/[ _.-]/g, '')))
    return fail('reserved', 'That name is reserved. Please choose another.');
  return { ok: true, name, key };
}
