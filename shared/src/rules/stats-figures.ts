import type { PlayerStats } from '../schemas/stats';

/** The stats panel's four headline figures, labelled as daily games show them. */
export function statFigures({ played, winPercent, streak }: PlayerStats): Array<[string, number]> {
  return [
    ['Played', played],
    ['Win %', winPercent],
    ['Current Streak', streak.current],
    ['Max Streak', streak.best],
  ];
}

/** How wide a bar of the wins-by-attempt chart is, in percent of the longest, never thinner than `minimum`. */
export function winBarPercent(wins: number, distribution: number[], minimum: number): number {
  return Math.max(minimum, (wins / Math.max(1, ...distribution)) * 100);
}
