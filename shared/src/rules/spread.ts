import type { RoundSpread } from '../schemas/spread';

/** Each line's share of the players (0-100, rounded): solved on try 1, 2, 3, then missed. */
export function spreadPercents({ players, solvedByAttempt, missed }: RoundSpread): number[] {
  return [...solvedByAttempt, missed].map((count) => (players ? Math.round((count / players) * 100) : 0));
}
