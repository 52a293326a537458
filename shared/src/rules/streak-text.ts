import { t } from '../client/i18n/language-runtime';
import type { Streak } from '../schemas/streak';

// The rule (which note when) lives here once; the words are the catalogs' `streak.*`, in the
// active language: the front ends' common catalog, and the bot's own catalog through `streakTrouble`.

/** The catalog id and values of the streak's line, with the shields held when there are any (the bot words it too). */
export function streakLineMessage({ current, best, shields }: Streak): {
  id: 'streak.line' | 'streak.lineShields';
  values: Record<string, number>;
} {
  return shields > 0
    ? { id: 'streak.lineShields', values: { current, best, shields } }
    : { id: 'streak.line', values: { current, best } };
}

/** "3-day play streak · Best 5 · 1 shield": the streak in one line (the stats, the finished game). */
export function streakLine(streak: Streak): string {
  const { id, values } = streakLineMessage(streak);
  return t(id, values);
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

/**
 * A streak that needs telling before today's game is over: kept over missed days by shields
 * (how many), at risk, or just broken (its length); null otherwise.
 */
export function streakTrouble(
  streak: Streak,
): { kind: 'shielded'; days: number; used: number } | { kind: 'atRisk' | 'broken'; days: number } | null {
  if (streak.atRisk && streak.shieldsUsed > 0)
    return { kind: 'shielded', days: streak.current, used: streak.shieldsUsed };
  if (streak.atRisk) return { kind: 'atRisk', days: streak.current };
  if (streak.current === 0 && streak.broken > 0) return { kind: 'broken', days: streak.broken };
  return null;
}

/** What the home and stats say before today's game is over: a streak at risk or just broken; null otherwise. */
export function streakStanding(streak: Streak): StreakNote | null {
  const trouble = streakTrouble(streak);
  if (!trouble) return null;
  return { tone: 'warn', text: t(`streak.${trouble.kind}`, trouble) };
}
