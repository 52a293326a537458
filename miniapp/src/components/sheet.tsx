import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '@app/shared/client/i18n/use-t';
import './sheet.css';

interface SheetProps {
  open: boolean;
  title: string;
  /** The close button and Escape; a tap outside does not close it. */
  onClose: () => void;
  children: ReactNode;
}

/** A modal sheet from the bottom, as Telegram's own: the native dialog, so focus and Escape behave. */
export function Sheet({ open, title, onClose, children }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  useEffect(() => {
    const element = dialog.current!;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="sheet-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label={t('action.close')} onClick={onClose}>
          <span aria-hidden>✕</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
