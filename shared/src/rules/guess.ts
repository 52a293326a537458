import { ATTEMPTS_PER_DAY, POINTS_BY_ATTEMPT } from '../constants';
import type { RevealedNft } from '../schemas/game';
import { nftLabel } from './nft-label';

const GUESS_MESSAGES = {
  required: 'NFT ID is required',
  invalidCharacters: 'Only numbers and the # symbol are allowed',
  tooLong: 'NFT ID must be at most 10 digits',
} as const;

/** Why a typed guess cannot be sent, for a front end to say in its language. */
type GuessProblem = keyof typeof GUESS_MESSAGES;

export type ParsedGuess = { ok: true; digits: string } | { ok: false; problem: GuessProblem; message: string };

const refused = (problem: GuessProblem): ParsedGuess => ({ ok: false, problem, message: GUESS_MESSAGES[problem] });

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

/** The refusal of a number the player already tried, as the server words it. */
export function repeatedGuessMessage(earlier: readonly string[], guess: string): string | null {
  const digits = repeatedGuess(earlier, guess);
  return digits && `You already guessed #${digits}`;
}

/**
 * What the server says of a counted guess (GuessResult.message), in English: the NFT and the
 * try when it was right, the NFT when it was the last, else what is left. The apps write the
 * same in the player's language (game.banner.* in the catalogs).
 */
export function countedGuessMessage(
  nft: Pick<RevealedNft, 'name' | 'nftId'>,
  attemptNumber: number,
  correct: boolean,
): string {
  if (correct) return `You identified ${nftLabel(nft)} on attempt ${attemptNumber}.`;
  const left = attemptsLeft({ attemptsUsed: attemptNumber, hasWon: false });
  if (left === 0) return `Out of attempts. It was ${nftLabel(nft)}.`;
  return `That's not it. ${left} attempt${left === 1 ? '' : 's'} left: the image is now clearer.`;
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
