import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { STATS_COPY, usePlayerStatsView, type StatsFiguresView } from '@app/shared/client/game-flow/player-stats-view';
import { winBarPercent } from '@app/shared/rules/stats-figures';
import { StreakNote } from './streak-note';

/** The player's record, as daily games show it: games, win %, streaks and wins by attempt. */
export default function StatsDialog({ onClosed }: { onClosed: () => void }) {
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="card fixed top-1/2 left-1/2 z-[60] w-[92vw] max-w-sm -translate-x-1/2 -translate-y-1/2"
        >
          <Dialog.Title className="text-lg font-bold">{STATS_COPY.title}</Dialog.Title>
          <Dialog.Description className="sr-only">Games played, wins, streaks and wins by attempt</Dialog.Description>
          <Dialog.Close aria-label="Close" className="btn-ghost absolute top-3 right-3 p-2">
            <X size={18} />
          </Dialog.Close>
          <StatsBody />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function StatsBody() {
  const view = usePlayerStatsView();
  if (view.notice === null) return <StatsFigures {...view} />;
  return (
    <p role={view.alert ? 'alert' : undefined} className="mt-4">
      {view.notice}
    </p>
  );
}

function StatsFigures({ figures, distribution, totalPoints, standing }: StatsFiguresView) {
  return (
    <>
      {standing && (
        <div className="mt-4">
          <StreakNote note={standing} />
        </div>
      )}
      <dl className="mt-4 grid grid-cols-4 gap-2 text-center">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dd className="text-2xl font-bold">{value}</dd>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-semibold">{STATS_COPY.winsByAttempt}</h3>
      <ol className="mt-2 flex flex-col gap-1">
        {distribution.map((wins, index) => (
          <li key={index} className="flex items-center gap-2 text-sm">
            <span className="w-4">{index + 1}</span>
            <span
              className="rounded bg-brand-700 px-2 text-right text-white"
              style={{ width: `${winBarPercent(wins, distribution, 8)}%` }}
            >
              {wins}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm">
        {STATS_COPY.totalPoints} <strong>{totalPoints}</strong>
      </p>
    </>
  );
}
