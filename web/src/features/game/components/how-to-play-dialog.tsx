import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { rulesLine } from '@app/shared/client/game-flow/how-to-play';
import { howToPlaySteps } from '@app/shared/client/game-flow/how-to-play-steps';
import { useT } from '@app/shared/client/i18n/use-t';

/** A first visit's "How to Play": the steps, then back to the game. A sheet from the bottom on a phone. */
export default function HowToPlayDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="card fixed z-50 max-h-[90svh] overflow-y-auto max-sm:inset-x-0 max-sm:bottom-0 max-sm:rounded-b-none sm:top-1/2 sm:left-1/2 sm:w-[92vw] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2">
          <Dialog.Title className="text-lg font-bold">{t('howTo.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {rulesLine()}
          </Dialog.Description>
          <Dialog.Close aria-label={t('action.close')} className="btn-ghost absolute top-2 end-2 size-11 p-2">
            <X size={18} />
          </Dialog.Close>
          <ol className="mt-4 flex flex-col gap-2 text-sm">
            {howToPlaySteps().map((step, index) => (
              <li key={step} className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
                >
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('howTo.newDay')}</p>
          <Dialog.Close className="btn-primary mt-4 w-full">{t('howTo.start')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
