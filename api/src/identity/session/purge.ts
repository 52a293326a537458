import { practiceGuesses } from '@app/db/schema/practice';
import { sessions, signInRequests } from '@app/db/schema/sessions';
import { and, isNull, lte, or, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { utcDay } from '@app/shared/rules/time';
import { perDb } from '../../storage/per-db';
import { DAY_MS } from '@app/shared/constants';

/** The day of the last purge, so the scheduler's minute-by-minute runs near midnight scan the tables once a day. */
const lastPurge = perDb(() => ({ day: '' }));

/** A visitor's session that keeps their practice: it lives its 30 days, as a player's. */
const keepsPractice = sql`EXISTS (SELECT 1 FROM ${practiceGuesses} WHERE ${practiceGuesses.guestSessionId} = ${sessions.id})`;

/**
 * Deletes what no request can use any more: sessions past their expiry (a visitor's
 * practice goes with theirs), sessions revoked over a day ago, anonymous sessions over a
 * day old that hold no practice (they only carried a sign-in request, which Xaman expires
 * within minutes), and sign-in requests over a day old.
 */
async function purgeSessions(db: Database, now: Date): Promise<{ sessions: number; signInRequests: number }> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    const requests = await tx
      .delete(signInRequests)
      .where(lte(signInRequests.createdAt, dayAgo))
      .returning({ uuid: signInRequests.uuid });
    const ended = await tx
      .delete(sessions)
      .where(
        or(
          lte(sessions.expiresAt, now),
          lte(sessions.revokedAt, dayAgo),
          and(isNull(sessions.userId), lte(sessions.createdAt, dayAgo), sql`NOT ${keepsPractice}`),
        ),
      )
      .returning({ id: sessions.id });
    return { signInRequests: requests.length, sessions: ended.length };
  });
}

/** Purges once per UTC day; the scheduler's housekeeping calls it on each of its runs. */
export async function purgeSessionsIfDue(db: Database, now: Date): Promise<void> {
  const state = lastPurge(db);
  const day = utcDay(now);
  if (state.day === day) return;
  await purgeSessions(db, now);
  state.day = day;
}
