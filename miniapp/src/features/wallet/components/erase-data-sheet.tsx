import { ERASE_ME_COPY, useEraseMe } from '@app/shared/client/erase-me';
import { Sheet } from '../../../components/sheet';
import { notify } from '../../../lib/notify';

interface EraseDataSheetProps {
  open: boolean;
  onClose: () => void;
  onErased: () => void;
}

/** "Delete My Data" asked first: what is erased and what is kept; once erased the player is signed out. */
export function EraseDataSheet({ open, onClose, onErased }: EraseDataSheetProps) {
  const erase = useEraseMe(() => {
    notify(ERASE_ME_COPY.done);
    onErased();
  });

  return (
    <Sheet open={open} title={ERASE_ME_COPY.title} onClose={onClose}>
      {ERASE_ME_COPY.terms.map((line) => (
        <p key={line} className="sheet-text">
          {line}
        </p>
      ))}
      <p className="sheet-text sheet-text-strong">{ERASE_ME_COPY.final}</p>
      {erase.failed && (
        <p role="alert" className="sheet-text field-error">
          {ERASE_ME_COPY.failed}
        </p>
      )}
      <div className="row column">
        <button type="button" className="pill-button danger-button" {...erase.confirmButton} />
        <button type="button" className="pill-button" onClick={onClose}>
          {ERASE_ME_COPY.cancel}
        </button>
      </div>
    </Sheet>
  );
}
