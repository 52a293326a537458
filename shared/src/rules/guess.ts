import { ATTEMPTS_PER_DAY, POINTS_BY_ATTEMPT } from '../constants';

/** Why a typed guess cannot be sent (game.guess.error.<problem> in the catalogs says it). */
export type GuessProblem = 'required' | 'invalidCharacters' | 'tooLong';

export type ParsedGuess = { ok: true; digits: string } | { ok: false; problem: GuessProblem };

const refused = (problem: GuessProblem): ParsedGuess => ({ ok: false, problem });

/**
 * Reduces a typed guess or a stored NFT id to its canonical digits:
 * whitespace, leading '#'s and leading zeros removed ("# 0385" -> "385").
 */
export function parseGuess(raw: string): ParsedGuess {
  const compact = raw.replace(/\s+/g, '');
  if (compact.length === 0) return refused('required');
  if (!/^#*\d+$/.test(compact)) return refused('invalidCharacters');
  const digits = compact.replace(/^#+/, '').replace(/^0+(?=\d)/, '');
  if (digits.length > 10) return refused('tooLong');
  return { ok: true, digits };
}

/** The text the client submits: whitespace stripped and a leading double '#' reduced to one. */
export function normalizeGuessInput(raw: string): string {
  return raw.replace(/\s+/g, '').replace(/^##+/, '#');
}

/** True when the guess names the NFT, comparing canonical digits on both sides. */
export function guessMatches(guess: string, nftId: string): boolean {
  const a = parseGuess(guess);
  const b = parseGuess(nftId);
  return a.ok && b.ok && a.digits === b.digits;
}

/**
 * The digits of a number the player already tried, in any spelling ("#100", "100", "0100"):
 * a repeat never costs an attempt. Null for a number not tried yet, or a guess that does not parse.
 */
export function repeatedGuess(earlier: readonly string[], guess: string): string | null {
  const parsed = parseGuess(guess);
  return parsed.ok && earlier.some((tried) => guessMatches(tried, parsed.digits)) ? parsed.digits : null;
}

/** Points for a correct guess on the given attempt (1-based): 10, 5, 2. */
export function pointsFor(attemptNumber: number): number {
  return POINTS_BY_ATTEMPT[attemptNumber - 1] ?? 0;
}

/**
 * The attempts a player still has at a round: none once they won, never below zero. The one
 * count every screen and message shows, on both front ends.
 */
export function attemptsLeft({ attemptsUsed, hasWon }: { attemptsUsed: number; hasWon: boolean }): number {
  return hasWon ? 0 : Math.max(ATTEMPTS_PER_DAY - attemptsUsed, 0);
}
