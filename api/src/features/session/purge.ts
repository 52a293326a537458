import { sessions, signInRequests } from '@app/db/schema/sessions';
import { and, isNull, lte, or } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { utcDay } from '@app/shared/rules/time';
import { perDb } from '../../storage/per-db';
import { DAY_MS } from '@app/shared/constants';

/** The day of the last purge, so the scheduler's minute-by-minute runs near midnight scan the tables once a day. */
const lastPurge = perDb(() => ({ day: '' }));

/**
 * Deletes what no request can use any more: sessions past their expiry, sessions revoked
 * over a day ago, anonymous sessions over a day old (they only carried a sign-in request,
 * which Xaman expires within minutes), and sign-in requests over a day old.
 */
function purgeSessions(db: Db, now: Date): { sessions: number; signInRequests: number } {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return db.transaction((tx) => ({
    signInRequests: tx.delete(signInRequests).where(lte(signInRequests.createdAt, dayAgo)).run().changes,
    sessions: tx
      .delete(sessions)
      .where(
        or(
          lte(sessions.expiresAt, now),
          lte(sessions.revokedAt, dayAgo),
          and(isNull(sessions.userId), lte(sessions.createdAt, dayAgo)),
        ),
      )
      .run().changes,
  }));
}

/** Purges once per UTC day; the scheduler's housekeeping calls it on each of its runs. */
export function purgeSessionsIfDue(db: Db, now: Date): void {
  const state = lastPurge(db);
  const day = utcDay(now);
  if (state.day === day) return;
  purgeSessions(db, now);
  state.day = day;
}
