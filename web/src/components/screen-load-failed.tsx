import { SCREEN_LOAD_FAILED, useReloadRetry } from '@app/shared/client/screen-boundary';

/** "Can't reach the game — Retry", in the shell where a screen whose code could not load would be. */
export function ScreenLoadFailed() {
  const { retrying, retry } = useReloadRetry();
  return (
    <section role="alert" className="card mx-auto flex max-w-md flex-col items-center gap-3 text-center">
      <h2 className="text-lg font-bold">{SCREEN_LOAD_FAILED.title}</h2>
      <p>{SCREEN_LOAD_FAILED.description}</p>
      <button type="button" className="btn-primary" disabled={retrying} aria-busy={retrying} onClick={retry}>
        {SCREEN_LOAD_FAILED.retry}
      </button>
    </section>
  );
}

/** The same in a header's room: Retry alone, named for what failed. */
export function ControlLoadFailed() {
  const { retrying, retry } = useReloadRetry();
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={retrying}
      aria-busy={retrying}
      aria-label={`${SCREEN_LOAD_FAILED.title}: ${SCREEN_LOAD_FAILED.retry}`}
      onClick={retry}
    >
      {SCREEN_LOAD_FAILED.retry}
    </button>
  );
}
