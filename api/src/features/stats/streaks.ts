import { DAY_MS } from '@app/shared/constants';

export interface DayResult {
  /** yyyy-MM-dd (UTC). */
  day: string;
  won: boolean;
  /** Won, or all attempts used. */
  over: boolean;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Streaks of consecutive UTC days won. The current streak ends today, or yesterday while
 * today's game is not over yet; a lost or missed day breaks it.
 */
export function streaks(days: DayResult[], today: string): { current: number; longest: number } {
  const won = days
    .filter((day) => day.won)
    .map((day) => dayNumber(day.day))
    .sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  won.forEach((day, index) => {
    run = index > 0 && day === won[index - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  const todayResult = days.find((day) => day.day === today);
  const end = todayResult?.over ? dayNumber(today) : dayNumber(today) - 1;
  const wonDays = new Set(won);
  let current = 0;
  while (wonDays.has(end - current)) current++;
  return { current, longest };
}
