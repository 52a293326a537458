import { Cell } from '@telegram-apps/telegram-ui';
import { TIMERS } from '@app/shared/constants';
import { clockText, useNextRoundCountdown } from '@app/shared/client/use-next-round-countdown';
import { useT } from '@app/shared/client/i18n/use-t';
import { useReloadCountdown } from '@app/shared/client/use-reload-countdown';
import './next-round-countdown.css';

const RELOAD_SECONDS = TIMERS.reloadAfterCountdownMs / 1000;

/** "Next Challenge In", to the second; at zero the spec's changing notice and a reload 15 s later. */
export function NextRoundCountdown() {
  const left = useNextRoundCountdown();
  const t = useT();
  if (left && left.hours + left.minutes + left.seconds === 0) return <ChangingNotice />;
  return (
    <Cell
      multiline
      className="countdown"
      after={
        <span className="tabular" aria-live="off">
          {left ? clockText(left) : t('game.countdown.loading')}
        </span>
      }
    >
      {t('game.tile.next')}
    </Cell>
  );
}

function ChangingNotice() {
  const seconds = useReloadCountdown(RELOAD_SECONDS);
  const t = useT();
  return (
    <Cell multiline role="status">
      {t('game.countdown.changing', { seconds })}
    </Cell>
  );
}
