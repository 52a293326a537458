import type { Streak } from '../schemas/streak';

const days = (count: number) => `${count}-day`;

/** "3-day streak · Best 5": the streak in one line (the stats, the bot). */
export function streakLine({ current, best }: Streak): string {
  return `${days(current)} streak · Best ${best}`;
}

/** A streak's note: what it says, and whether it warns (at risk, broken) or cheers. */
export interface StreakNote {
  tone: 'warn' | 'cheer';
  text: string;
}

/** What the result dialog says about the streak once the day's game is over. */
export function streakAfterGame(streak: Streak): StreakNote {
  if (streak.current === 1 && streak.broken > 0)
    return { tone: 'warn', text: `Your ${days(streak.broken)} streak was broken. A new one starts today.` };
  const record = streak.current > 1 && streak.current === streak.best ? ' New best!' : '';
  return { tone: 'cheer', text: `${days(streak.current)} streak!${record} Come back tomorrow to keep it going.` };
}

/** What the home and stats say before today's game is over: a streak at risk or just broken; null otherwise. */
export function streakStanding(streak: Streak): StreakNote | null {
  if (streak.atRisk)
    return { tone: 'warn', text: `Your ${days(streak.current)} streak is at risk: play today's game to keep it.` };
  if (streak.current === 0 && streak.broken > 0)
    return { tone: 'warn', text: `Your ${days(streak.broken)} streak was broken. Play today to start a new one.` };
  return null;
}
