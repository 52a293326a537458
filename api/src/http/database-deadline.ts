import type { RequestHandler } from 'express';
import { withDatabaseDeadline } from '@app/db/deadline';

/**
 * Bounds a request's database work to `ms` from its start, on the client side, so a frozen
 * database (no reset, as on a network cut) is answered 503 within seconds rather than after
 * the server's statement timeout, which a frozen server never enforces. Mounted before the
 * context and again after the body is read: a body's chunks arrive outside the request's
 * async context, so the deadline (kept on the response) is entered again there.
 */
export function databaseDeadline(ms: number): RequestHandler {
  return (_req, res, next) => {
    const deadline = (res.locals.databaseDeadline as number | undefined) ?? Date.now() + ms;
    res.locals.databaseDeadline = deadline;
    withDatabaseDeadline(deadline, next);
  };
}
