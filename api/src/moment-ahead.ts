import { AppError } from './errors';

/** An admin's end time as a Date: null stays null, a moment not after `now` is a 400 naming the field. */
export function momentAhead(iso: string | null, now: Date, field: string): Date | null {
  if (iso === null) return null;
  const moment = new Date(iso);
  if (moment.getTime() <= now.getTime())
    throw new AppError('BAD_REQUEST', 'The end time must be in the future', { field });
  return moment;
}
