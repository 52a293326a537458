import type { PlayerStats } from '../schemas/stats';

/** The stats panel's headline figures: the play streak counts days played, the win streak days won. */
export function statFigures({ played, winPercent, streak, winStreak }: PlayerStats): Array<[string, number]> {
  return [
    ['Played', played],
    ['Win %', winPercent],
    ['Play Streak', streak.current],
    ['Best Play Streak', streak.best],
    ['Win Streak', winStreak.current],
    ['Best Win Streak', winStreak.best],
  ];
}

/** How wide a bar of the wins-by-attempt chart is, in percent of the longest, never thinner than `minimum`. */
export function winBarPercent(wins: number, distribution: number[], minimum: number): number {
  return Math.max(minimum, (wins / Math.max(1, ...distribution)) * 100);
}
