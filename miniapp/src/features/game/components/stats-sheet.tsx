import { STATS_COPY, usePlayerStatsView } from '@app/shared/client/game-flow/player-stats-view';
import { winBarPercent } from '@app/shared/rules/stats-figures';
import { Sheet } from '../../../components/sheet';
import { StreakNote } from './streak-note';

/** The player's record, as daily games show it: games, win %, streaks and wins by attempt. */
export default function StatsSheet({ onClose }: { onClose: () => void }) {
  return (
    <Sheet open title={STATS_COPY.title} onClose={onClose}>
      <StatsBody />
    </Sheet>
  );
}

function StatsBody() {
  const view = usePlayerStatsView();
  if (view.notice !== null)
    return (
      <p role={view.alert ? 'alert' : undefined} className="sheet-text">
        {view.notice}
      </p>
    );
  const { figures, distribution, totalPoints, standing } = view;
  return (
    <>
      {standing && <StreakNote note={standing} />}
      <dl className="stat-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="sheet-subtitle">{STATS_COPY.winsByAttempt}</h3>
      <ol className="distribution">
        {distribution.map((wins, index) => (
          <li key={index}>
            <span className="tabular">{index + 1}</span>
            <span className="bar tabular" style={{ width: `${winBarPercent(wins, distribution, 10)}%` }}>
              {wins}
            </span>
          </li>
        ))}
      </ol>
      <p className="sheet-text">
        {STATS_COPY.totalPoints} <strong className="tabular">{totalPoints}</strong>
      </p>
    </>
  );
}
