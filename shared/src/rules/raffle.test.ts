import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawRaffle, drawWeighted, seededRandom, splitPrize, xrpToDrops, type RaffleEntrant } from './raffle';

const entrant = (id: number, weight: number): RaffleEntrant => ({
  walletAddress: `r${String(id).padStart(4, '0')}`,
  weight,
});
const idOf = (winner: RaffleEntrant) => Number(winner.walletAddress.slice(1));

describe('raffle', () => {
  it('gives the same winners for the same seed, whatever the entrants order', () => {
    const entrants = [entrant(1, 10), entrant(2, 5), entrant(3, 2), entrant(4, 20)];
    const first = drawRaffle(entrants, 'week-2026-11-16', 2);
    expect(drawRaffle([...entrants].reverse(), 'week-2026-11-16', 2)).toEqual(first);
    expect(first).toHaveLength(2);
    expect(new Set(first.map(idOf)).size).toBe(2);
  });

  it('never picks an entrant without points, and stops when the pool is empty', () => {
    const winners = drawRaffle([entrant(1, 0), entrant(2, 3)], 'seed', 3);
    expect(winners.map(idOf)).toEqual([2]);
    expect(drawRaffle([], 'seed', 3)).toEqual([]);
  });

  it('makes twice the points win about twice as often', () => {
    const entrants = [entrant(1, 10), entrant(2, 20)];
    let doubled = 0;
    const draws = 4000;
    for (let draw = 0; draw < draws; draw++) {
      if (idOf(drawRaffle(entrants, `seed-${draw}`, 1)[0]!) === 2) doubled++;
    }
    const ratio = doubled / (draws - doubled);
    expect(ratio).toBeGreaterThan(1.8);
    expect(ratio).toBeLessThan(2.2);
  });

  it('draws on bare weights exactly as on the entrant list: the draw the archive runs on a million holders', () => {
    // The list-splicing draw the published rule was first written as.
    const spliced = (entrants: RaffleEntrant[], seed: string, count: number) => {
      const random = seededRandom(seed);
      const pool = entrants.filter((one) => one.weight > 0).sort((a, b) => idOf(a) - idOf(b));
      const winners: RaffleEntrant[] = [];
      while (winners.length < count && pool.length > 0) {
        const total = pool.reduce((sum, one) => sum + one.weight, 0);
        let ticket = random() * total;
        const index = pool.findIndex((one) => (ticket -= one.weight) < 0);
        winners.push(...pool.splice(index === -1 ? pool.length - 1 : index, 1));
      }
      return winners;
    };
    const weights = fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 40 });
    fc.assert(
      fc.property(weights, fc.string(), fc.integer({ min: 0, max: 5 }), (points, seed, count) => {
        const entrants = points.map((weight, index) => entrant(index + 1, weight));
        const expected = spliced(entrants, seed, count);
        expect(drawRaffle(entrants, seed, count)).toEqual(expected);
        const winners = drawWeighted(Float64Array.from(points), seed, count);
        expect(winners.map((index) => index + 1)).toEqual(expected.map(idOf));
      }),
    );
  });

  it('splits a prize evenly in whole drops, the remainder to the first winner', () => {
    expect(splitPrize('10', 3)).toEqual(['4', '3', '3']);
    expect(splitPrize(xrpToDrops(100), 3)).toEqual(['33333334', '33333333', '33333333']);
    expect(splitPrize('5', 1)).toEqual(['5']);
    expect(splitPrize('0', 2)).toEqual(['0', '0']);
    expect(splitPrize('7', 0)).toEqual([]);
    expect(xrpToDrops(12.345678)).toBe('12345678');
  });

  it('seeds a repeatable sequence in [0, 1)', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom('y')()).not.toBe(values[0]);
  });
});
