import { useT } from '@app/shared/client/i18n/use-t';
import { StatsBody, type StatsFiguresLook } from '@app/shared/client/game-flow/stats-figures';
import { Sheet } from '../../../components/sheet';
import { StreakNote } from './streak-note';
import './stats-sheet.css';

/** The player's record, as daily games show it: games, win %, streaks and wins by attempt. */
export default function StatsSheet({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Sheet open title={t('stats.title')} onClose={onClose}>
      <StatsBody look={LOOK} streakNote={(note) => <StreakNote note={note} />} />
    </Sheet>
  );
}

const LOOK: StatsFiguresLook = {
  notice: 'sheet-text',
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
