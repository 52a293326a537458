import type { ArchiveEntry } from '../../schemas/archive';
import { activeLanguage, t } from '../i18n/language-runtime';
import { archiveDayLabel, archiveResultLabel } from './archive-copy';

/** A day of the calendar: its date, and the past round played on it (null: no round that day). */
export interface CalendarDay {
  day: string;
  date: number;
  round: ArchiveEntry | null;
}

/** How a day is marked: won on try n, missed, practised (not the day's game), not played. */
export type DayMark = 'won' | 'missed' | 'practised' | 'not-played';

export const monthOf = (day: string) => day.slice(0, 7);

/** The month before or after `month` (yyyy-MM). */
export function monthAfter(month: string, step: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + step);
  return date.toISOString().slice(0, 7);
}

/** "November 2026" in the active language. */
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat(activeLanguage(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The weekdays' short names, Monday first, in the active language. */
export const weekdayLabels = () =>
  Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(activeLanguage(), { weekday: 'narrow', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + index)),
    ),
  );

/** A month as weeks of seven days, Monday first; null pads the first and last week. */
export function monthWeeks(month: string, rounds: ArchiveEntry[]): Array<Array<CalendarDay | null>> {
  const byDay = new Map(rounds.map((round) => [round.day, round]));
  const first = new Date(`${month}-01T00:00:00Z`);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: Array<CalendarDay | null> = Array.from({ length: (first.getUTCDay() + 6) % 7 }, () => null);
  for (let date = 1; date <= days; date++) {
    const day = `${month}-${String(date).padStart(2, '0')}`;
    cells.push({ day, date, round: byDay.get(day) ?? null });
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function dayMark({ result }: ArchiveEntry): DayMark {
  if (result.practice) return 'practised';
  if (result.outcome === 'won') return 'won';
  if (result.outcome === 'lost') return 'missed';
  return 'not-played';
}

/** What a day shows in its cell: the try it was won on, a cross, a P for practice, nothing. */
export function dayMarkText(round: ArchiveEntry): string {
  const mark = dayMark(round);
  if (mark === 'won') return String(round.result.attempts);
  if (mark === 'missed') return '✗';
  return mark === 'practised' ? t('archive.calendar.practisedMark') : '';
}

/** A day as read out: "#12 · Tue, Nov 17: Won in 2 (Practice)". */
export function dayDescription(round: ArchiveEntry): string {
  const result = archiveResultLabel(round.result);
  const practice = round.result.practice ? ` (${t('archive.practice')})` : '';
  return `#${round.roundNumber} · ${archiveDayLabel(round.day)}: ${result}${practice}`;
}

/** The newest past round not finished yet, day's game or practice: the archive offers it first. */
export const newestUnplayed = (rounds: ArchiveEntry[]) =>
  rounds.find((round) => round.result.outcome === 'not-played' || round.result.outcome === 'in-progress') ?? null;
