import { TIMERS } from '@app/shared/constants';
import { pad, useNextRoundCountdown } from '@app/shared/client/use-next-round-countdown';
import { useReloadCountdown } from '@app/shared/client/use-reload-countdown';

const RELOAD_SECONDS = TIMERS.reloadAfterCountdownMs / 1000;

/** "New NFT in:" hh:mm:ss; at zero, a notice and a reload 15 s later. */
export function NextRoundCountdown() {
  const left = useNextRoundCountdown();
  const reachedZero = left !== null && left.hours + left.minutes + left.seconds === 0;
  return (
    <section className="card" aria-live="polite">
      {reachedZero ? (
        <ChangingNotice />
      ) : (
        <>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">New NFT in:</p>
          <p className="mt-1 font-mono text-3xl font-bold tabular-nums">
            {left ? `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}` : 'Loading timer...'}
          </p>
        </>
      )}
    </section>
  );
}

function ChangingNotice() {
  const seconds = useReloadCountdown(RELOAD_SECONDS);
  return (
    <p role="status" className="font-medium">
      Daily Challenge Changing - A new NFT is being loaded. Refreshing in {seconds} seconds...
    </p>
  );
}
