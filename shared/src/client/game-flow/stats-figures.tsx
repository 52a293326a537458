import type { ReactNode } from 'react';
import { winBarPercent } from '../../rules/stats-figures';
import type { StreakNote } from '../../rules/streak-text';
import { useLanguage, useT } from '../i18n/use-t';
import { usePlayerStatsView, type StatsFiguresView } from './player-stats-view';

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

/** The player's figures, their wins by attempt and total points, the numbers in the active language's digits. */
function StatsFigures({ view, look }: { view: StatsFiguresView; look: StatsFiguresLook }) {
  const { figures, distribution, totalPoints } = view;
  const t = useT();
  const number = new Intl.NumberFormat(useLanguage());
  return (
    <>
      <dl className={look.figures}>
        {figures.map(([figure, value]) => (
          <div key={figure} className={look.figure}>
            <dt className={look.label}>{t(`stats.${figure}`)}</dt>
            <dd className={look.value}>{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      <h3 className={look.subtitle}>{t('stats.winsByAttempt')}</h3>
      <ol className={look.distribution}>
        {distribution.map((wins, index) => (
          <li key={index} className={look.row}>
            <span className={look.attempt}>{number.format(index + 1)}</span>
            <span className={look.bar} style={{ width: `${winBarPercent(wins, distribution, look.minBarPercent)}%` }}>
              {number.format(wins)}
            </span>
          </li>
        ))}
      </ol>
      <p className={look.total}>
        {t('stats.totalPoints')} <strong className={look.totalValue}>{number.format(totalPoints)}</strong>
      </p>
    </>
  );
}
