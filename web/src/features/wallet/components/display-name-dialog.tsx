import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { t } from '@app/shared/client/i18n/language-runtime';
import { checkNameToSend, displayNameError, useSaveDisplayName } from '@app/shared/client/profile';
import { DISPLAY_NAME_MAX } from '@app/shared/rules/display-name';
import { toast } from '../../../lib/toast';

interface DisplayNameDialogProps {
  current: string | null;
  open: boolean;
  /** The control that opened the dialog: it gets keyboard focus back on closing. */
  opener: HTMLElement | null;
  onClose: () => void;
}

/** "Display Name": the name the leaderboards show, checked as the server checks it before it is sent. */
export function DisplayNameDialog({ current, open, opener, onClose }: DisplayNameDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(nowOpen) => nowOpen || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          // Radix returns focus only to a Dialog.Trigger; this dialog opens from a menu or a board.
          onCloseAutoFocus={(event) => {
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          className="card fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2"
        >
          <Dialog.Title className="text-lg font-bold">{t('name.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {t('web.wallet.nameAbout')}
          </Dialog.Description>
          <Dialog.Close aria-label={t('action.close')} className="btn-ghost absolute top-2 end-2 size-11 p-0">
            <X size={18} />
          </Dialog.Close>
          {open && <NameForm current={current} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NameForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveDisplayName();

  function send(displayName: string | null) {
    setError(null);
    save.mutate(displayName, {
      onSuccess: (profile) => {
        toast({ title: t(profile.displayName ? 'web.wallet.nameSaved' : 'web.wallet.nameRemoved') });
        onDone();
      },
      onError: (failure) => setError(displayNameError(failure)),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNameToSend(value);
    if (checked.problem !== null) return setError(checked.problem);
    send(checked.name);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2">
      <label htmlFor="display-name" className="text-sm font-semibold">
        {t('name.label')}
      </label>
      <input
        id="display-name"
        name="displayName"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX * 2}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby="display-name-help display-name-error"
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-950"
      />
      <p id="display-name-help" className="text-xs text-slate-600 dark:text-slate-400">
        {t('web.wallet.nameRule', { max: DISPLAY_NAME_MAX })}
      </p>
      <p id="display-name-error" role="alert" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
        {error}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <button type="submit" className="btn-primary py-3 sm:flex-1" disabled={save.isPending}>
          {save.isPending ? t('web.wallet.saving') : t('web.wallet.save')}
        </button>
        {current && (
          <button
            type="button"
            className="btn-secondary py-3 sm:flex-1"
            disabled={save.isPending}
            onClick={() => send(null)}
          >
            {t('web.wallet.removeName')}
          </button>
        )}
      </div>
    </form>
  );
}
