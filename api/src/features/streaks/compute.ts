import { DAY_MS } from '@app/shared/constants';
import type { Streak } from '@app/shared/schemas/streak';

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A one-day run ending is not news: the broken note starts at two days. */
const BROKEN_NOTE_FROM = 2;

/**
 * The streak from the UTC days (yyyy-MM-dd, any order, repeats allowed) on which the
 * player finished a daily game. The current run ends today or yesterday; a missed day
 * ends it.
 */
export function streakOf(finishedDays: Iterable<string>, today: string): Streak {
  const days = [...new Set([...finishedDays].map(dayNumber))].sort((a, b) => a - b);
  const runs: Array<{ end: number; length: number }> = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last.end === day - 1) {
      last.end = day;
      last.length++;
    } else runs.push({ end: day, length: 1 });
  }
  const todayNumber = dayNumber(today);
  const best = Math.max(0, ...runs.map((run) => run.length));
  const last = runs.at(-1);
  const alive = !!last && last.end >= todayNumber - 1;
  const current = alive ? last.length : 0;
  // The run a missed day ended: the last one when none is alive, or the one before a run begun today.
  const ended = !alive ? last : current === 1 && last.end === todayNumber ? runs.at(-2) : undefined;
  const broken = ended && ended.length >= BROKEN_NOTE_FROM ? ended.length : 0;
  return { current, best, atRisk: alive && last.end === todayNumber - 1, broken };
}
