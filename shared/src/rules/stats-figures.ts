import type { PlayerStats } from '../schemas/stats';

/** The stats panel's headline figures, each named by its catalog id's last part (`stats.<figure>`). */
type StatFigure = 'played' | 'winPercent' | 'playStreak' | 'bestPlayStreak' | 'winStreak' | 'bestWinStreak' | 'shields';

/** The stats panel's headline figures: the play streak counts days played, the win streak days won, then the shields held. */
export function statFigures({ played, winPercent, streak, winStreak }: PlayerStats): Array<[StatFigure, number]> {
  return [
    ['played', played],
    ['winPercent', winPercent],
    ['playStreak', streak.current],
    ['bestPlayStreak', streak.best],
    ['winStreak', winStreak.current],
    ['bestWinStreak', winStreak.best],
    ['shields', streak.shields],
  ];
}

/** How wide a bar of the wins-by-attempt chart is, in percent of the longest, never thinner than `minimum`. */
export function winBarPercent(wins: number, distribution: number[], minimum: number): number {
  return Math.max(minimum, (wins / Math.max(1, ...distribution)) * 100);
}
