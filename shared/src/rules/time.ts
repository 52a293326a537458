import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../constants';

/** The UTC day of an instant as yyyy-MM-dd. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** A UTC day ("2026-11-16") as `language` writes a date: "Nov 16, 2026", "16 nov 2026", "2026/11/16". */
export function formatUtcDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * An hour of the day as `language` writes a time: on a 24-hour clock ("08:00", "08.00"), or
 * on the language's own clock ("午前8:00", "٨:٠٠ ص").
 */
export function formatHourOfDay(hour: number, language: string, clock: 'h23' | 'language' = 'h23'): string {
  const format =
    clock === 'h23'
      ? ({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const)
      : ({ hour: 'numeric', minute: '2-digit' } as const);
  return new Intl.DateTimeFormat(language, { ...format, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));
}

/** 00:00 UTC of the day containing the instant. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The next 00:00 UTC strictly after the instant: when the next round opens. */
export function nextRoundAt(at: Date): Date {
  return new Date(startOfUtcDay(at).getTime() + DAY_MS);
}

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
}

/** The duration, in milliseconds, a countdown's hours, minutes and seconds make. */
export const durationOf = ({ hours, minutes, seconds }: Countdown): number =>
  hours * HOUR_MS + minutes * MINUTE_MS + seconds * SECOND_MS;

/** Splits a duration into whole hours, minutes and seconds (never negative). */
export function splitDuration(ms: number): Countdown {
  const total = Math.max(0, Math.floor(ms / SECOND_MS));
  return {
    hours: Math.floor((total * SECOND_MS) / HOUR_MS),
    minutes: Math.floor(((total * SECOND_MS) % HOUR_MS) / MINUTE_MS),
    seconds: total % 60,
  };
}

export interface WeekBounds {
  /** Monday 00:00 UTC. */
  start: Date;
  /** Sunday 23:59:59.999 UTC. */
  end: Date;
}

/** The Monday-to-Sunday UTC week containing the instant. */
export function weekOf(at: Date): WeekBounds {
  const day = startOfUtcDay(at);
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  const start = new Date(day.getTime() - daysSinceMonday * DAY_MS);
  return { start, end: new Date(start.getTime() + 7 * DAY_MS - 1) };
}

/** True on a Thursday (UTC): Throwback Thursday rounds. */
export function isThursday(at: Date): boolean {
  return at.getUTCDay() === 4;
}

/** "yyyy-MM-dd" strings that name a real calendar day. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  // "2026-13-01" has the shape but no date: an Invalid Date, which utcDay cannot write.
  return !Number.isNaN(date.getTime()) && utcDay(date) === text;
}
