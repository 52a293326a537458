import { lazy, Suspense, useState } from 'react';
import { useT } from '@app/shared/client/i18n/use-t';
import { ChartIcon } from '../../../components/icons';

// The sheet loads on the first tap: most visits never open it.
const StatsSheet = lazy(() => import('./stats-sheet'));

export function StatsButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="pill-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <ChartIcon /> {t('stats.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <StatsSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
