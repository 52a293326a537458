import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { ReasonButton } from './reason-button';

interface ConfirmButtonProps {
  /** The button's text, and the dialog's confirming action unless `confirmLabel` says otherwise. */
  children: ReactNode;
  title: string;
  /** Rendered only while the dialog is open, so a description may fetch what it says. */
  description: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  className?: string;
  /** Why the action cannot be taken now, said under the button; null when it can. */
  disabledReason?: string | null;
  'aria-label'?: string;
}

/** A button for a risky admin action: it asks first, in an alert dialog a thumb can answer. */
export function ConfirmButton({
  children,
  title,
  description,
  confirmLabel = 'Confirm',
  onConfirm,
  className = 'btn-secondary',
  disabledReason = null,
  'aria-label': ariaLabel,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <ReasonButton className={className} disabledReason={disabledReason} aria-label={ariaLabel}>
          {children}
        </ReasonButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="card fixed top-1/2 left-1/2 z-[60] w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2"
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className="btn-secondary min-h-11">
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn-primary min-h-11"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
