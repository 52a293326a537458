import { lazy, Suspense, useState } from 'react';
import { ChartIcon } from '../../../components/icons';

// The sheet loads on the first tap: most visits never open it.
const StatsSheet = lazy(() => import('./stats-sheet'));

export function StatsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="pill-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <ChartIcon /> Stats
      </button>
      {open && (
        <Suspense fallback={null}>
          <StatsSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
