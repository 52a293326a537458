import { Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { t } from '@app/shared/client/i18n/language-runtime';
import { EraseDataSheet } from './erase-data-sheet';

/** "Delete My Data", for every player the server keeps anything of, wallet or not; once erased, `onErased`. */
export function EraseDataSection({ onErased }: { onErased: () => void }) {
  const [erasing, setErasing] = useState(false);
  return (
    <Section header={t('miniapp.wallet.data')}>
      <div className="row">
        <button type="button" className="pill-button danger-button" onClick={() => setErasing(true)}>
          {t('erase.action')}
        </button>
        <EraseDataSheet open={erasing} onClose={() => setErasing(false)} onErased={onErased} />
      </div>
    </Section>
  );
}
