import { t } from '../client/i18n/language-runtime';
import type { Streak } from '../schemas/streak';

// The rule (which note when) lives here once; the words are the catalogs' `streak.*`, in the
// active language: the front ends' common catalog, and the bot's own catalog through `streakTrouble`.

/** "3-day play streak · Best 5": the streak in one line (the stats, the finished game). */
export function streakLine({ current, best }: Streak): string {
  return t('streak.line', { current, best });
}

/** A streak's note: what it says, and whether it warns (at risk, broken) or cheers. */
export interface StreakNote {
  tone: 'warn' | 'cheer';
  text: string;
}

/** What the result dialog says about the streak once the day's game is over. */
export function streakAfterGame(streak: Streak): StreakNote {
  if (streak.current === 1 && streak.broken > 0)
    return { tone: 'warn', text: t('streak.restarted', { days: streak.broken }) };
  const record = streak.current > 1 && streak.current === streak.best;
  return { tone: 'cheer', text: t(record ? 'streak.newBest' : 'streak.kept', { days: streak.current }) };
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
  return { tone: 'warn', text: t(`streak.${trouble.kind}`, { days: trouble.days }) };
}
