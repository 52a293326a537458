import type { ReactNode } from 'react';
import { winBarPercent } from '../../rules/stats-figures';
import type { StreakNote } from '../../rules/streak-text';
import { STATS_COPY, usePlayerStatsView, type StatsFiguresView } from './player-stats-view';

/** Each front end's look for the stats: the markup is one, the styles each UI kit's (class names). */
export interface StatsFiguresLook {
  /** While the stats load, or once they failed. */
  notice: string;
  figures: string;
  figure: string;
  label: string;
  value: string;
  subtitle: string;
  distribution: string;
  row: string;
  attempt: string;
  bar: string;
  total: string;
  totalValue: string;
  /** The narrowest bar, as a share (%) of the widest. */
  minBarPercent: number;
}

/**
 * The stats sheet's body: a notice while the stats load or once they failed (an alert), else
 * the streak at risk or broken (drawn by `streakNote`, in the UI kit's own way) over the figures.
 */
export function StatsBody({
  look,
  streakNote,
}: {
  look: StatsFiguresLook;
  streakNote: (note: StreakNote) => ReactNode;
}) {
  const view = usePlayerStatsView();
  if (view.notice !== null)
    return (
      <p role={view.alert ? 'alert' : undefined} className={look.notice}>
        {view.notice}
      </p>
    );
  return (
    <>
      {view.standing && streakNote(view.standing)}
      <StatsFigures view={view} look={look} />
    </>
  );
}

/** The player's figures, their wins by attempt and total points. */
function StatsFigures({ view, look }: { view: StatsFiguresView; look: StatsFiguresLook }) {
  const { figures, distribution, totalPoints } = view;
  return (
    <>
      <dl className={look.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={look.figure}>
            <dt className={look.label}>{label}</dt>
            <dd className={look.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={look.subtitle}>{STATS_COPY.winsByAttempt}</h3>
      <ol className={look.distribution}>
        {distribution.map((wins, index) => (
          <li key={index} className={look.row}>
            <span className={look.attempt}>{index + 1}</span>
            <span className={look.bar} style={{ width: `${winBarPercent(wins, distribution, look.minBarPercent)}%` }}>
              {wins}
            </span>
          </li>
        ))}
      </ol>
      <p className={look.total}>
        {STATS_COPY.totalPoints} <strong className={look.totalValue}>{totalPoints}</strong>
      </p>
    </>
  );
}
