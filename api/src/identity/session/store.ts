import { sessions } from '@app/db/schema/sessions';
import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { and, eq, gt, inArray, isNull, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { AppDeps, SessionState } from '../../context';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb, perHandle } from '../../storage/per-db';
import { batchedOnServer } from '../../storage/statement-batcher';
import { SESSION_TTL_MS } from './cookie';
import { erasedHandle } from './erased';
import { guestSignedIn } from '../sign-in-hooks';

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

/** What tells other processes to drop their copy of a changed session. */
type SessionSignals = Pick<AppDeps, 'signals'>;

/** Drops this process's copy now, and the others' once the change is committed. */
function sessionChanged(db: Database, { signals }: SessionSignals, id: string): void {
  forgetSession(db, id);
  db.afterCommit(() => signals.publish('session-changed', id));
}

const cached = perDb(() => new BoundedMap<string, CachedSession>(CACHE_LIMIT));

const sessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  walletAddress: sessions.walletAddress,
  proof: sessions.proof,
  appearance: sessions.appearance,
  expiresAt: sessions.expiresAt,
};

const queries = perHandle((db) => ({
  byId: db
    .select(sessionColumns)
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

interface SessionLookup {
  id: string;
  now: number;
}

/**
 * A live session's row. On a database server, the sessions asked for at the same moment
 * (a crowd's first requests) are read by one statement.
 */
const liveSession = batchedOnServer((db) => ({
  keyOf: (lookup: SessionLookup) => lookup.id,
  runMany: async (lookups: SessionLookup[]) => {
    const ids = lookups.map((lookup) => lookup.id);
    const rows = await db
      .select(sessionColumns)
      .from(sessions)
      .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt)));
    return lookups.map(({ id, now }) => rows.find((row) => row.id === id && row.expiresAt.getTime() > now));
  },
  runOne: async ({ id, now }: SessionLookup) => (await queries(db).byId.execute({ id, now }))[0],
}));

/** Drops a session's copy in memory: another process ended it. */
export function forgetSession(db: Database, id: string): void {
  cached(db).delete(id);
}

/** Drops every session's copy in memory: sign-outs elsewhere may have gone unheard. */
function forgetAllSessions(db: Database): void {
  cached(db).clear();
}

/** Drops a session's copy when another process ends it, and every copy when sign-outs elsewhere may have gone unheard. */
export function followSessionChanges({ deps }: { deps: Pick<AppDeps, 'signals' | 'database'> }): void {
  const { signals, database } = deps;
  signals.on('session-changed', (sessionId) => forgetSession(database, sessionId));
  signals.onMissed(() => forgetAllSessions(database));
}

/** The live (not expired, not revoked) session with that id. */
export async function findSession(db: Database, id: string, now: Date): Promise<SessionState | null> {
  const time = now.getTime();
  const hit = cached(db).get(id);
  if (hit && time < hit.expiresAt && time - hit.readAt < CACHE_TTL_MS) return hit.session;
  const row = await liveSession(db, { id, now: time });
  if (!row) {
    cached(db).delete(id);
    return null;
  }
  const { expiresAt, ...session } = row;
  cached(db).set(id, { session, expiresAt: expiresAt.getTime(), readAt: time });
  return session;
}

/** Inserts a fresh session, optionally signed in, living `ttlMs` (30 days by default), and returns it. */
export async function insertSession(
  db: Database,
  deps: Pick<AppDeps, 'random'>,
  now: Date,
  init: Partial<Omit<SessionState, 'id'>> & { ttlMs?: number } = {},
): Promise<SessionState> {
  const session: SessionState = {
    id: deps.random.token(24),
    userId: init.userId ?? null,
    walletAddress: init.walletAddress ?? null,
    proof: init.proof ?? null,
    appearance: init.appearance ?? 'system',
  };
  const expiresAt = new Date(now.getTime() + (init.ttlMs ?? SESSION_TTL_MS));
  await db.insert(sessions).values({ ...session, createdAt: now, expiresAt });
  return session;
}

export async function revokeSession(db: Database, deps: SessionSignals, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
  sessionChanged(db, deps, id);
}

/**
 * Revokes the session a sign-in replaces; when it was a visitor's, the sign-in hooks first
 * give what it kept (practice) to the signed-in user (call inside the sign-in's transaction).
 */
export async function leaveSession(
  tx: Database,
  deps: SessionSignals & Pick<AppDeps, 'signInHooks'>,
  { previous, userId, now }: { previous: SessionState; userId: number; now: Date },
): Promise<void> {
  if (previous.userId === null) await guestSignedIn(tx, deps, { guestSessionId: previous.id, userId });
  await revokeSession(tx, deps, previous.id, now);
}

export async function updateAppearance(
  db: Database,
  deps: SessionSignals,
  id: string,
  appearance: SessionState['appearance'],
): Promise<void> {
  await db.update(sessions).set({ appearance }).where(eq(sessions.id, id));
  sessionChanged(db, deps, id);
}

/** Deletes every session of a user (their sign-in requests go with them) and forgets the cached copies. */
export async function deleteUserSessions(db: Database, deps: SessionSignals, userId: number): Promise<void> {
  const ids = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  for (const { id } of ids) sessionChanged(db, deps, id);
}

/** The user owning a wallet: created on first sign-in, the erased row of that wallet when it comes back. */
export async function upsertWalletUser(
  tx: Database,
  { walletAddress, now, sessionSecret }: { walletAddress: string; now: Date; sessionSecret: string },
): Promise<number> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.walletAddress, walletAddress));
  if (existing) return existing.id;
  const [erased] = await tx
    .update(users)
    .set({ username: `wallet:${walletAddress}`, walletAddress, displayName: null })
    .where(eq(users.username, erasedHandle(walletAddress, sessionSecret)))
    .returning({ id: users.id });
  if (erased) return erased.id;
  const [created] = await tx
    .insert(users)
    .values({
      username: `wallet:${walletAddress}`,
      password: UNUSABLE_PASSWORD,
      walletAddress,
      createdAt: now,
    })
    .returning({ id: users.id });
  return created!.id;
}
