import { statFigures } from '../../rules/stats-figures';
import { streakStanding, type StreakNote } from '../../rules/streak-text';
import { usePlayerStats } from '../game';
import { t } from '../i18n/language-runtime';

/** The player's record as the stats sheet draws it. */
export interface StatsFiguresView {
  figures: ReturnType<typeof statFigures>;
  distribution: number[];
  totalPoints: number;
  /** The streak at risk or just broken; null otherwise. */
  standing: StreakNote | null;
}

/** The stats sheet's content: a notice while it loads or once it failed (an alert), else the figures. */
export function usePlayerStatsView(): { notice: string; alert: boolean } | ({ notice: null } & StatsFiguresView) {
  const stats = usePlayerStats(true);
  if (stats.isPending) return { notice: t('stats.loading'), alert: false };
  if (stats.isError) return { notice: t('stats.loadFailed'), alert: true };
  const { distribution, totalPoints } = stats.data;
  return {
    notice: null,
    figures: statFigures(stats.data),
    distribution,
    totalPoints,
    standing: streakStanding(stats.data.streak),
  };
}
