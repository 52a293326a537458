import { Cell } from '@telegram-apps/telegram-ui';
import { TIMERS } from '@app/shared/constants';
import { pad, useNextRoundCountdown } from '@app/shared/client/use-next-round-countdown';
import { useReloadCountdown } from '@app/shared/client/use-reload-countdown';
import './next-round-countdown.css';

const RELOAD_SECONDS = TIMERS.reloadAfterCountdownMs / 1000;

/** "Next Challenge In", to the second; at zero the spec's changing notice and a reload 15 s later. */
export function NextRoundCountdown() {
  const left = useNextRoundCountdown();
  if (left && left.hours + left.minutes + left.seconds === 0) return <ChangingNotice />;
  return (
    <Cell
      className="countdown"
      after={
        <span className="tabular" aria-live="off">
          {left ? `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}` : 'Loading timer...'}
        </span>
      }
    >
      Next Challenge In
    </Cell>
  );
}

function ChangingNotice() {
  const seconds = useReloadCountdown(RELOAD_SECONDS);
  return (
    <Cell multiline role="status">
      Daily Challenge Changing - A new NFT is being loaded. Refreshing in {seconds} seconds...
    </Cell>
  );
}
