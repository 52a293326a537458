import * as Dialog from '@radix-ui/react-dialog';
import { useEraseMe } from '@app/shared/client/erase-me';
import { t } from '@app/shared/client/i18n/language-runtime';
import { toast } from '../../../lib/toast';
import { forgetWallet } from '../utils/wallet-storage';

interface EraseDataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Delete My Data": says what is erased and what is kept, then erases the player and signs them out. */
export function EraseDataDialog({ open, onOpenChange }: EraseDataDialogProps) {
  const erase = useEraseMe(() => {
    forgetWallet();
    onOpenChange(false);
    toast({ title: t('erase.done') });
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="card fixed top-1/2 left-1/2 z-[60] w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2"
        >
          <Dialog.Title className="text-lg font-bold">{t('erase.title')}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
              <p>{t('erase.erased')}</p>
              <p>{t('erase.kept')}</p>
              <p className="font-semibold">{t('erase.final')}</p>
            </div>
          </Dialog.Description>
          <p role="alert" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
            {erase.failed ? t('erase.failed') : null}
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className="btn-secondary min-h-11">
                {t('wallet.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="min-h-11 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              {...erase.confirmButton}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
