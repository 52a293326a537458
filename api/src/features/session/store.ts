import { sessions } from '@app/db/schema/sessions';
import { and, eq, gt, isNull, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import type { AppDeps, SessionState } from '../../context';
import { perDb } from '../../http/per-db';
import { SESSION_TTL_MS } from './cookie';

const queries = perDb((db: Db) => ({
  byId: db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      walletAddress: sessions.walletAddress,
      appearance: sessions.appearance,
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

/** The live (not expired, not revoked) session with that id. */
export function findSession(db: Db, id: string, now: Date): SessionState | null {
  return queries(db).byId.get({ id, now: now.getTime() }) ?? null;
}

/** Inserts a fresh session, optionally signed in, and returns it. */
export function insertSession(
  deps: Pick<AppDeps, 'db' | 'random'>,
  now: Date,
  init: Partial<Omit<SessionState, 'id'>> = {},
): SessionState {
  const session: SessionState = {
    id: deps.random.token(24),
    userId: init.userId ?? null,
    walletAddress: init.walletAddress ?? null,
    appearance: init.appearance ?? 'system',
  };
  deps.db
    .insert(sessions)
    .values({ ...session, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
    .run();
  return session;
}

export function revokeSession(db: Db, id: string, now: Date): void {
  db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id)).run();
}

export function updateAppearance(db: Db, id: string, appearance: SessionState['appearance']): void {
  db.update(sessions).set({ appearance }).where(eq(sessions.id, id)).run();
}
