import { DAY_MS, MINUTE_MS } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';

/** The day `days` days after `day` (before, when negative). */
export const dayAfter = (day: string, days: number) => utcDay(new Date(Date.parse(day) + days * DAY_MS));

/**
 * How old a guess must be before a count takes it as final. Every statement times out long
 * before (5 s by default), so by then its transaction is over, and so is that of any guess
 * with a lower id (given its id earlier): on PostgreSQL ids are not committed in order.
 */
export const SETTLED_AFTER_MS = 2 * MINUTE_MS;
