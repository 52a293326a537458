import { sessions } from '@app/db/schema/sessions';
import { and, eq, gt, isNull, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import type { AppDeps, SessionState } from '../../context';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb } from '../../storage/per-db';
import { SESSION_TTL_MS } from './cookie';

/**
 * Every request reads its session, so live sessions are kept in memory for a short while.
 * Every write below updates or drops the cached copy, so a sign-out takes effect at once.
 */
const CACHE_TTL_MS = 60_000;
const CACHE_LIMIT = 50_000;

interface CachedSession {
  session: SessionState;
  expiresAt: number;
  readAt: number;
}

/** What a change to a session needs: the record, and the signal that drops other processes' copies. */
type SessionDeps = Pick<AppDeps, 'db' | 'signals'>;

const cached = perDb(() => new BoundedMap<string, CachedSession>(CACHE_LIMIT));

const queries = perDb((db: Db) => ({
  byId: db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      walletAddress: sessions.walletAddress,
      proof: sessions.proof,
      appearance: sessions.appearance,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare(),
}));

/** Drops a session's copy in memory: another process ended it. */
export function forgetSession(db: Db, id: string): void {
  cached(db).delete(id);
}

/** The live (not expired, not revoked) session with that id. */
export function findSession(db: Db, id: string, now: Date): SessionState | null {
  const time = now.getTime();
  const hit = cached(db).get(id);
  if (hit && time < hit.expiresAt && time - hit.readAt < CACHE_TTL_MS) return hit.session;
  const row = queries(db).byId.get({ id, now: time });
  if (!row) {
    cached(db).delete(id);
    return null;
  }
  const { expiresAt, ...session } = row;
  cached(db).set(id, { session, expiresAt: expiresAt.getTime(), readAt: time });
  return session;
}

/** Inserts a fresh session, optionally signed in, living `ttlMs` (30 days by default), and returns it. */
export function insertSession(
  deps: Pick<AppDeps, 'db' | 'random'>,
  now: Date,
  init: Partial<Omit<SessionState, 'id'>> & { ttlMs?: number } = {},
): SessionState {
  const session: SessionState = {
    id: deps.random.token(24),
    userId: init.userId ?? null,
    walletAddress: init.walletAddress ?? null,
    proof: init.proof ?? null,
    appearance: init.appearance ?? 'system',
  };
  const expiresAt = new Date(now.getTime() + (init.ttlMs ?? SESSION_TTL_MS));
  deps.db
    .insert(sessions)
    .values({ ...session, createdAt: now, expiresAt })
    .run();
  return session;
}

export function revokeSession({ db, signals }: SessionDeps, id: string, now: Date): void {
  cached(db).delete(id);
  db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id)).run();
  signals.publish('session-changed', id);
}

export function updateAppearance(
  { db, signals }: SessionDeps,
  id: string,
  appearance: SessionState['appearance'],
): void {
  cached(db).delete(id);
  db.update(sessions).set({ appearance }).where(eq(sessions.id, id)).run();
  signals.publish('session-changed', id);
}

/** Deletes every session of a user (their sign-in requests go with them) and forgets the cached copies. */
export function deleteUserSessions({ db, signals }: SessionDeps, userId: number): void {
  const ids = db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }).all();
  for (const { id } of ids) {
    cached(db).delete(id);
    signals.publish('session-changed', id);
  }
}
