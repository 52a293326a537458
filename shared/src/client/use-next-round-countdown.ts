import { useEffect, useState } from 'react';
import { TIMERS } from '../constants';
import { durationOf, splitDuration, type Countdown } from '../rules/time';
import { useCurrentGame } from './game';
import { activeLanguage } from './i18n/language-runtime';

/**
 * Time left until the next round, ticking every second. It counts down from the server's
 * `timeRemaining` as received, so a player's wrong clock cannot skew it.
 */
export function useNextRoundCountdown(): Countdown | null {
  const { data, dataUpdatedAt } = useCurrentGame();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TIMERS.countdownTickMs);
    return () => clearInterval(timer);
  }, []);
  const remaining = data?.timeRemaining;
  if (!remaining) return null;
  return splitDuration(durationOf(remaining) - Math.max(now - dataUpdatedAt, 0));
}

/** The countdown as a clock, "hh:mm:ss", in the active language's digits. */
export function clockText({ hours, minutes, seconds }: Countdown): string {
  const twoDigits = new Intl.NumberFormat(activeLanguage(), { minimumIntegerDigits: 2, useGrouping: false });
  return [hours, minutes, seconds].map((part) => twoDigits.format(part)).join(':');
}
