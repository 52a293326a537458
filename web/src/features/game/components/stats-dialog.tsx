import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useT } from '@app/shared/client/i18n/use-t';
import { StatsBody, type StatsFiguresLook } from '@app/shared/client/game-flow/stats-figures';
import { StreakNote } from './streak-note';

/** The player's record, as daily games show it: games, win %, streaks and wins by attempt. */
export default function StatsDialog({ onClosed }: { onClosed: () => void }) {
  const t = useT();
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
          <Dialog.Title className="text-lg font-bold">{t('stats.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('web.stats.description')}</Dialog.Description>
          <Dialog.Close aria-label={t('action.close')} className="btn-ghost absolute top-3 end-3 p-2">
            <X size={18} />
          </Dialog.Close>
          <StatsBody
            look={LOOK}
            streakNote={(note) => (
              <div className="mt-4">
                <StreakNote note={note} />
              </div>
            )}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const LOOK: StatsFiguresLook = {
  notice: 'mt-4',
  figures: 'mt-4 grid grid-cols-3 gap-x-2 gap-y-3 text-center',
  figure: 'flex flex-col-reverse justify-end',
  label: 'text-xs text-slate-600 dark:text-slate-400',
  value: 'text-2xl font-bold',
  subtitle: 'mt-5 text-sm font-semibold',
  distribution: 'mt-2 flex flex-col gap-1',
  row: 'flex items-center gap-2 text-sm',
  attempt: 'w-4',
  bar: 'rounded bg-brand-700 px-2 text-end text-white',
  total: 'mt-4 text-sm',
  totalValue: '',
  minBarPercent: 8,
};
