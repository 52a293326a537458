import { DAY_MS } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';

/** The day `days` days after `day` (before, when negative). */
export const dayAfter = (day: string, days: number) => utcDay(new Date(Date.parse(day) + days * DAY_MS));
