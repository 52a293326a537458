import { useEraseMe } from '@app/shared/client/erase-me';
import { t } from '@app/shared/client/i18n/language-runtime';
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
    notify(t('erase.done'));
    onErased();
  });

  return (
    <Sheet open={open} title={t('erase.title')} onClose={onClose}>
      <p className="sheet-text">{t('erase.erased')}</p>
      <p className="sheet-text">{t('erase.kept')}</p>
      <p className="sheet-text sheet-text-strong">{t('erase.final')}</p>
      {erase.failed && (
        <p role="alert" className="sheet-text field-error">
          {t('erase.failed')}
        </p>
      )}
      <div className="row column">
        <button type="button" className="pill-button danger-button" {...erase.confirmButton} />
        <button type="button" className="pill-button" onClick={onClose}>
          {t('wallet.cancel')}
        </button>
      </div>
    </Sheet>
  );
}
