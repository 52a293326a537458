import { describe, expect, it } from 'vitest';
import { countedGuessMessage, guessProblemMessage, repeatedGuessMessage } from './player-words';

describe("the server's words to a player, from the English catalog", () => {
  it('refuses a typed number, naming why', () => {
    expect(guessProblemMessage('required')).toBe('NFT ID is required');
    expect(guessProblemMessage('invalidCharacters')).toBe('Only numbers and the # symbol are allowed');
    expect(guessProblemMessage('tooLong')).toBe('NFT ID must be at most 10 digits');
  });

  it('refuses a number already tried in any spelling, naming it once', () => {
    for (const spelling of ['#100', '100', '0100', ' ##00100 ']) {
      expect(repeatedGuessMessage(['12', '100'], spelling)).toBe('You already guessed #100');
    }
    expect(repeatedGuessMessage(['12', '100'], '1000')).toBeNull();
  });

  it('says what a counted guess did', () => {
    const nft = { name: 'Ape', nftId: '7' };
    expect(countedGuessMessage(nft, 1, false)).toBe("That's not it. 2 attempts left: the image is now clearer.");
    expect(countedGuessMessage(nft, 2, false)).toBe("That's not it. 1 attempt left: the image is now clearer.");
    expect(countedGuessMessage(nft, 3, false)).toBe('Out of attempts. It was Ape #7.');
    expect(countedGuessMessage(nft, 2, true)).toBe('You identified Ape #7 on attempt 2.');
    expect(countedGuessMessage({ name: 'Ape #7', nftId: '7' }, 1, true)).toBe('You identified Ape #7 on attempt 1.');
  });
});
