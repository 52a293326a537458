import { TIMERS } from '@app/shared/constants';
import { clockText, useNextRoundCountdown } from '@app/shared/client/use-next-round-countdown';
import { useT } from '@app/shared/client/i18n/use-t';
import { useReloadCountdown } from '@app/shared/client/use-reload-countdown';

const RELOAD_SECONDS = TIMERS.reloadAfterCountdownMs / 1000;

/** "New NFT in:" hh:mm:ss; at zero, a notice and a reload 15 s later. */
export function NextRoundCountdown() {
  const left = useNextRoundCountdown();
  const reachedZero = left !== null && left.hours + left.minutes + left.seconds === 0;
  const t = useT();
  return (
    <section className="card" aria-live="polite">
      {reachedZero ? (
        <ChangingNotice />
      ) : (
        <>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{t('web.game.countdown.title')}</p>
          <p className="mt-1 font-mono text-3xl font-bold tabular-nums">
            {left ? clockText(left) : t('game.countdown.loading')}
          </p>
        </>
      )}
    </section>
  );
}

function ChangingNotice() {
  const seconds = useReloadCountdown(RELOAD_SECONDS);
  const t = useT();
  return (
    <p role="status" className="font-medium">
      {t('game.countdown.changing', { seconds })}
    </p>
  );
}
