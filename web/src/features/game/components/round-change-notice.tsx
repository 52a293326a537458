import { ROUND_CHANGE_SECONDS } from '@app/shared/client/round-change';
import { useT } from '@app/shared/client/i18n/use-t';
import { useReloadCountdown } from '@app/shared/client/use-reload-countdown';

/** Full-screen notice that a new round started: reloads after 15 s or on "Refresh Now". */
export function RoundChangeNotice() {
  const left = useReloadCountdown(ROUND_CHANGE_SECONDS);
  const t = useT();
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="round-change-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/80 p-6"
    >
      <div className="card w-full max-w-md text-center">
        <h2 id="round-change-title" className="text-2xl font-bold">
          {t('game.roundChange.title')}
        </h2>
        <p className="mt-2 break-words text-slate-600 dark:text-slate-300">
          {t('game.roundChange.countdown', { seconds: left })}
        </p>
        <div className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
          <div
            className="h-full bg-brand-600"
            style={{ animation: `progress-shrink ${ROUND_CHANGE_SECONDS}s linear forwards` }}
          />
        </div>
        <button type="button" className="btn-primary mt-6" autoFocus onClick={() => location.reload()}>
          {t('game.roundChange.refresh')}
        </button>
      </div>
    </div>
  );
}
