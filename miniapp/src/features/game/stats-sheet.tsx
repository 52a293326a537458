import { usePlayerStats } from '@app/shared/client/game';
import { statFigures, winBarPercent } from '@app/shared/rules/stats-figures';
import { Sheet } from '../../components/sheet';

/** The player's record, as daily games show it: games, win %, streaks and wins by attempt. */
export default function StatsSheet({ onClose }: { onClose: () => void }) {
  return (
    <Sheet open title="Your Stats" onClose={onClose}>
      <StatsBody />
    </Sheet>
  );
}

function StatsBody() {
  const stats = usePlayerStats(true);
  if (stats.isPending) return <p className="sheet-text">Loading…</p>;
  if (stats.isError)
    return (
      <p role="alert" className="sheet-text">
        Could not load your stats.
      </p>
    );
  const { distribution, totalPoints } = stats.data;
  const figures = statFigures(stats.data);
  return (
    <>
      <dl className="stat-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="sheet-subtitle">Wins by attempt</h3>
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
        Total points: <strong className="tabular">{totalPoints}</strong>
      </p>
    </>
  );
}
