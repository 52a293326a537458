import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '@app/shared/client/i18n/use-t';

// The dialog and its library load on the first click: most visits never open it.
const StatsDialog = lazy(() => import('./stats-dialog'));

export function StatsButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-secondary max-sm:px-3"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <BarChart3 size={16} aria-hidden /> {t('stats.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <StatsDialog
            onClosed={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
