import { describe, expect, it } from 'vitest';
import { rankChangeText } from './rank-change';

describe('rankChangeText', () => {
  it.each([
    [{ from: null, to: 12 }, 'You entered the weekly leaderboard at #12!'],
    [{ from: 4, to: 1 }, 'You moved up 3 places to #1 on the weekly leaderboard!'],
    [{ from: 2, to: 1 }, 'You moved up 1 place to #1 on the weekly leaderboard!'],
    [{ from: 5, to: 5 }, 'You hold #5 on the weekly leaderboard.'],
  ])('says %o as "%s"', (change, text) => {
    expect(rankChangeText(change)).toBe(text);
  });
});
