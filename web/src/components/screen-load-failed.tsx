import { useT } from '@app/shared/client/i18n/use-t';
import { useReloadRetry } from '@app/shared/client/screen-boundary';

/** "Can't reach the game — Retry", in the shell where a screen whose code could not load would be. */
export function ScreenLoadFailed() {
  const { retrying, retry } = useReloadRetry();
  const t = useT();
  return (
    <section role="alert" className="card mx-auto flex max-w-md flex-col items-center gap-3 text-center">
      <h2 className="text-lg font-bold">{t('load.failed.title')}</h2>
      <p>{t('load.failed.description')}</p>
      <button type="button" className="btn-primary" disabled={retrying} aria-busy={retrying} onClick={retry}>
        {t('load.retry')}
      </button>
    </section>
  );
}

/** The same in a header's room: Retry alone, named for what failed. */
export function ControlLoadFailed() {
  const { retrying, retry } = useReloadRetry();
  const t = useT();
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={retrying}
      aria-busy={retrying}
      aria-label={`${t('load.failed.title')}: ${t('load.retry')}`}
      onClick={retry}
    >
      {t('load.retry')}
    </button>
  );
}
