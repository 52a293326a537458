import type { Streak } from '../schemas/streak';

/**
 * "3-day play streak": the streak counts days played, lost ones too, and says so beside a
 * win rate. "N-day" is a compound adjective, the same for one day and many.
 */
export const playStreak = (days: number) => `${days}-day play streak`;

/** "3-day play streak · Best 5": the streak in one line (the stats, the bot). */
export function streakLine({ current, best }: Streak): string {
  return `${playStreak(current)} · Best ${best}`;
}

/** A streak's note: what it says, and whether it warns (at risk, broken) or cheers. */
export interface StreakNote {
  tone: 'warn' | 'cheer';
  text: string;
}

/** What the result dialog says about the streak once the day's game is over. */
export function streakAfterGame(streak: Streak): StreakNote {
  if (streak.current === 1 && streak.broken > 0)
    return { tone: 'warn', text: `Your ${playStreak(streak.broken)} was broken. A new one starts today.` };
  const record = streak.current > 1 && streak.current === streak.best ? ' New best!' : '';
  return { tone: 'cheer', text: `${playStreak(streak.current)}!${record} Come back tomorrow to keep it going.` };
}

/** A streak that needs telling before today's game is over: at risk, or just broken (its length); null otherwise. */
export function streakTrouble(streak: Streak): { kind: 'atRisk' | 'broken'; days: number } | null {
  if (streak.atRisk) return { kind: 'atRisk', days: streak.current };
  if (streak.current === 0 && streak.broken > 0) return { kind: 'broken', days: streak.broken };
  return null;
}

/** What the home and stats say before today's game is over: a streak at risk or just broken; null otherwise. */
export function streakStanding(streak: Streak): StreakNote | null {
  const trouble = streakTrouble(streak);
  if (!trouble) return null;
  const text =
    trouble.kind === 'atRisk'
      ? `Your ${playStreak(trouble.days)} is at risk: play today's game to keep it.`
      : `Your ${playStreak(trouble.days)} was broken. Play today to start a new one.`;
  return { tone: 'warn', text };
}
