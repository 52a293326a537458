import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

const entrants = { one: 'entrant', other: 'entrants' };

describe('a count with its noun', () => {
  it.each([
    [0, '0 entrants'],
    [1, '1 entrant'],
    [2, '2 entrants'],
    [1500, '1,500 entrants'],
  ])('%d reads "%s"', (count, words) => {
    expect(countOf(count, entrants)).toBe(words);
  });
});
