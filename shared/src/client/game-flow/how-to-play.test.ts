import { describe, expect, it } from 'vitest';
import { rulesLine } from './how-to-play';
import { howToPlaySteps } from './how-to-play-steps';

describe('how to play, in English', () => {
  it('keeps the words docs/SPEC.md gives, the counts from the game’s constants', () => {
    expect(rulesLine()).toBe("Guess this NFT's ID number: 3 tries, the image clears after each miss.");
    expect(howToPlaySteps()).toEqual([
      'Connect your Xaman wallet',
      'Guess the NFT ID (such as #385) from the blurred image',
      'You have 3 attempts per day',
      'The image clears with each attempt',
      'Score points: 10, 5 or 2',
      '$BWIF holders get bonus features',
    ]);
  });
});
