import { translatorsOf } from '@app/shared/i18n/catalog-files';
import type { RevealedNft } from '@app/shared/schemas/game';
import { nftLabel } from '@app/shared/rules/nft-label';
import { attemptsLeft, repeatedGuess, type GuessProblem } from '@app/shared/rules/guess';

/**
 * What the server says to a player, in English: the words of the common catalog, which
 * the apps show in the player's language. The sentences live only there.
 */
const english = translatorsOf(['common'])('en');

/** The server's message for a refusal whose words are the catalog's `error.<code>`. */
export function refusalMessage(code: string): string {
  return english._(`error.${code}`);
}

/** Why a typed number is refused. */
export function guessProblemMessage(problem: GuessProblem): string {
  return english._(`game.guess.error.${problem}`);
}

/** The refusal of a number the player already tried; null for a number not tried yet. */
export function repeatedGuessMessage(earlier: readonly string[], guess: string): string | null {
  const digits = repeatedGuess(earlier, guess);
  return digits && english._('game.guess.repeated', { id: digits });
}

/**
 * What the server says of a counted guess (GuessResult.message): the NFT and the try when
 * it was right, the NFT when it was the last, else what is left (game.banner.*).
 */
export function countedGuessMessage(
  nft: Pick<RevealedNft, 'name' | 'nftId'>,
  attemptNumber: number,
  correct: boolean,
): string {
  if (correct) return english._('game.banner.identified', { nft: nftLabel(nft), attempt: attemptNumber });
  const left = attemptsLeft({ attemptsUsed: attemptNumber, hasWon: false });
  if (left === 0) return english._('game.banner.outOfAttempts', { nft: nftLabel(nft) });
  return english._('game.banner.attemptsLeft', { left });
}
