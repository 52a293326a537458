import { describe, expect, it } from 'vitest';
import { drawRaffle, seededRandom, type RaffleEntrant } from './raffle';

const entrant = (userId: number, weight: number): RaffleEntrant => ({ userId, walletAddress: `r${userId}`, weight });

describe('raffle', () => {
  it('gives the same winners for the same seed, whatever the entrants order', () => {
    const entrants = [entrant(1, 10), entrant(2, 5), entrant(3, 2), entrant(4, 20)];
    const first = drawRaffle(entrants, 'week-2026-11-16', 2);
    expect(drawRaffle([...entrants].reverse(), 'week-2026-11-16', 2)).toEqual(first);
    expect(first).toHaveLength(2);
    expect(new Set(first.map((winner) => winner.userId)).size).toBe(2);
  });

  it('never picks an entrant without points, and stops when the pool is empty', () => {
    const winners = drawRaffle([entrant(1, 0), entrant(2, 3)], 'seed', 3);
    expect(winners.map((winner) => winner.userId)).toEqual([2]);
    expect(drawRaffle([], 'seed', 3)).toEqual([]);
  });

  it('makes twice the points win about twice as often', () => {
    const entrants = [entrant(1, 10), entrant(2, 20)];
    let doubled = 0;
    const draws = 4000;
    for (let draw = 0; draw < draws; draw++) {
      if (drawRaffle(entrants, `seed-${draw}`, 1)[0]!.userId === 2) doubled++;
    }
    const ratio = doubled / (draws - doubled);
    expect(ratio).toBeGreaterThan(1.8);
    expect(ratio).toBeLessThan(2.2);
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
