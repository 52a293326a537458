import { useEffect, useState } from 'react';
import { TIMERS } from '../constants';
import { durationOf, splitDuration, type Countdown } from '../rules/time';
import { useCurrentGame } from './game';

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

export const pad = (value: number) => String(value).padStart(2, '0');
