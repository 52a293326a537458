import { STATS_COPY, usePlayerStatsView } from '@app/shared/client/game-flow/player-stats-view';
import { StatsFigures, type StatsFiguresLook } from '@app/shared/client/game-flow/stats-figures';
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

const LOOK: StatsFiguresLook = {
  figures: 'stat-figures',
  figure: '',
  label: '',
  value: 'tabular',
  subtitle: 'sheet-subtitle',
  distribution: 'distribution',
  row: '',
  attempt: 'tabular',
  bar: 'bar tabular',
  total: 'sheet-text',
  totalValue: 'tabular',
  minBarPercent: 10,
};

function StatsBody() {
  const view = usePlayerStatsView();
  if (view.notice !== null)
    return (
      <p role={view.alert ? 'alert' : undefined} className="sheet-text">
        {view.notice}
      </p>
    );
  return (
    <>
      {view.standing && <StreakNote note={view.standing} />}
      <StatsFigures view={view} look={LOOK} />
    </>
  );
}
