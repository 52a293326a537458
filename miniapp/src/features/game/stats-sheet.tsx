import { usePlayerStats } from '@app/shared/client/game';
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
  const { played, winPercent, current, longest, distribution, totalPoints } = stats.data;
  const most = Math.max(1, ...distribution);
  const figures: Array<[string, number]> = [
    ['Played', played],
    ['Win %', winPercent],
    ['Current Streak', current],
    ['Max Streak', longest],
  ];
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
            <span className="bar tabular" style={{ width: `${Math.max(10, (wins / most) * 100)}%` }}>
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
