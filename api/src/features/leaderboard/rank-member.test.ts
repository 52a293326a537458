import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberOf, sortableDigits, userIdOf } from './rank-member';

const anyNumber = fc.double({ noNaN: true });

describe('sortableDigits', () => {
  it('orders the strings of two numbers (byte by byte) as the numbers', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (a, b) => {
        const [textA, textB] = [sortableDigits(a), sortableDigits(b)];
        expect(Math.sign(Buffer.compare(Buffer.from(textA), Buffer.from(textB)))).toBe(Math.sign(a - b) || 0);
        expect(textA).toHaveLength(11);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps neighbouring doubles apart and the "none found" average last', () => {
    const ascending = [-Infinity, -1e9, -1, -0, 0.3, 0.1 + 0.2, 1, 1 + 2 ** -52, 7 / 3, 1e9, Infinity];
    const texts = ascending.map(sortableDigits);
    expect(new Set(texts).size).toBe(ascending.length);
    expect([...texts].sort()).toEqual(texts);
  });

  it('makes -0 and 0 one key, as the database does', () => {
    expect(sortableDigits(-0)).toBe(sortableDigits(0));
  });

  it('refuses NaN, which has no place in an order', () => {
    expect(() => sortableDigits(NaN)).toThrow(RangeError);
  });
});

describe('userIdOf', () => {
  it('reads back the id a member was made with', () => {
    fc.assert(
      fc.property(fc.nat(), (userId) => {
        expect(userIdOf(memberOf(userId, { points: 1, average: 2, lastUpdated: 3 }))).toBe(userId);
      }),
    );
  });
});
