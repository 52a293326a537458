import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignRanks } from './ranking';
import { RankIndex, type RankKeys } from './rank-index';

const keysArbitrary = fc.record({
  points: fc.integer({ min: 0, max: 12 }),
  average: fc.constantFrom(1, 1.5, 2, 7 / 3, 3, 1e9),
  lastUpdated: fc.integer({ min: 0, max: 20 }),
});

/** The board's SQL order, ranked by the same rule as the top-N pages. */
function rankedByBruteForce(rows: RankKeys[]) {
  const sorted = [...rows].sort(
    (a, b) => b.points - a.points || a.average - b.average || a.lastUpdated - b.lastUpdated,
  );
  return assignRanks(sorted, (row) => ({
    points: row.points,
    averageAttempts: row.average,
    lastUpdated: row.lastUpdated,
  }));
}

describe('RankIndex', () => {
  it('ranks every row as the sorted board does, ties included, through adds and removes', () => {
    fc.assert(
      fc.property(
        fc.array(keysArbitrary, { maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (rows, removals) => {
          const index = new RankIndex();
          const live = [...rows];
          for (const row of rows) index.add(row);
          for (const pick of removals) {
            if (live.length === 0) break;
            const [removed] = live.splice(pick % live.length, 1);
            index.remove(removed!);
          }
          expect(index.size).toBe(live.length);
          for (const row of rankedByBruteForce(live)) expect(index.rankOf(row)).toBe(row.rank);
        },
      ),
    );
  });

  it('moves a player whose score changed', () => {
    const index = new RankIndex();
    const alice = { points: 10, average: 1, lastUpdated: 5 };
    const bob = { points: 5, average: 2, lastUpdated: 1 };
    index.add(alice);
    index.add(bob);
    expect(index.rankOf(bob)).toBe(2);
    const bobLater = { points: 15, average: 1.5, lastUpdated: 9 };
    index.remove(bob);
    index.add(bobLater);
    expect(index.rankOf(bobLater)).toBe(1);
    expect(index.rankOf(alice)).toBe(2);
  });
});
