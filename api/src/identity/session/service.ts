import { users } from '@app/db/schema/users';
import { and, eq, isNotNull } from '@app/db/orm';
import type { Appearance } from '@app/shared/schemas/theme';
import type { Ctx, Player, SessionState } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { sessionCookie, signSessionId, type CookieToWrite } from './cookie';
import { insertSession, leaveSession, revokeSession, upsertWalletUser } from './store';
import { HOUR_MS } from '@app/shared/constants';

/** An admin session is short: a stolen cookie of the one account that can change the game is worth less. */
const ADMIN_SESSION_TTL_MS = 12 * HOUR_MS;

/** A session, and the cookie naming it when the route must send one. */
interface SessionWithCookie {
  session: SessionState;
  cookie: CookieToWrite | null;
}

/**
 * The session of the request, creating an anonymous one (and its cookie, for the route to
 * write) when there is none, with the appearance the browser chose, so a sign-in carries
 * it to the account.
 */
export async function ensureSession({
  ctx,
  input: appearance,
}: {
  ctx: Ctx;
  input?: Appearance;
}): Promise<SessionWithCookie> {
  if (ctx.session) return { session: ctx.session, cookie: null };
  const session = await insertSession(ctx.database, ctx, ctx.now, { appearance });
  ctx.session = session;
  return { session, cookie: sessionCookieOf({ ctx, input: session }) };
}

/** The signed cookie naming the session. */
export function sessionCookieOf({ ctx, input: session }: { ctx: Ctx; input: SessionState }): CookieToWrite {
  return sessionCookie(signSessionId(session.id, ctx.settings.sessionSecret), ctx.settings.production);
}

/** The signed-in user's id: a player, or a Telegram user who has not linked a wallet. */
export function requireUser({ ctx }: { ctx: Ctx }): number {
  const userId = ctx.session?.userId;
  if (userId == null) throw unauthorized();
  return userId;
}

/**
 * The signed-in player. A wallet named by the client (query, body or header) is only a
 * claim: it must be the session's proven wallet.
 */
export function requirePlayer({ ctx, input: claimedWallet }: { ctx: Ctx; input?: string | null }): Player {
  const { session } = ctx;
  if (!session?.walletAddress || session.userId === null) throw unauthorized();
  const claims = [claimedWallet, ctx.walletHeader].filter(Boolean);
  if (claims.some((claim) => claim !== session.walletAddress)) {
    throw new AppError('FORBIDDEN', 'That wallet is not the one you signed in with');
  }
  return { userId: session.userId, walletAddress: session.walletAddress };
}

/**
 * Signs the request in as a wallet proven through Xaman (a signed payload, or an xApp launch
 * Xaman resolved): a new session id (no fixation), the old one revoked, the appearance
 * carried over. The admin wallet's session lasts 12 hours. Its cookie is the route's to write.
 */
export async function signInWallet({
  ctx,
  input: { walletAddress, proof = 'xaman' },
}: {
  ctx: Ctx;
  input: { walletAddress: string; proof?: 'xaman' | 'xapp' };
}): Promise<SessionWithCookie> {
  const previous = ctx.session;
  const session = await ctx.database.transaction(async (tx) => {
    const userId = await upsertWalletUser(tx, {
      walletAddress,
      now: ctx.now,
      sessionSecret: ctx.settings.sessionSecret,
    });
    if (previous) await leaveSession(tx, ctx, { previous, userId, now: ctx.now });
    return insertSession(tx, ctx, ctx.now, {
      userId,
      walletAddress,
      proof,
      appearance: previous?.appearance,
      ttlMs: walletAddress === ctx.settings.adminWallet ? ADMIN_SESSION_TTL_MS : undefined,
    });
  });
  ctx.session = session;
  return { session, cookie: sessionCookieOf({ ctx, input: session }) };
}

/**
 * Ends a browser's session, returning the cleared cookie for the route to write. Under
 * Telegram launch data there is no session to end (every request signs itself):
 * disconnecting unlinks the wallet from the Telegram account instead, and no cookie changes.
 */
export async function signOut({ ctx }: { ctx: Ctx }): Promise<{ cookie: CookieToWrite | null }> {
  if (ctx.session?.telegramId) {
    await unlinkTelegramWallet(ctx, ctx.session.telegramId);
    return { cookie: null };
  }
  if (ctx.session) await revokeSession(ctx.database, ctx, ctx.session.id, ctx.now);
  ctx.session = null;
  return { cookie: sessionCookie(null, ctx.settings.production) };
}

/**
 * The wallet's player keeps its scores and name but loses the Telegram identity, so the
 * next call under that launch data starts a Telegram user without a wallet.
 */
async function unlinkTelegramWallet(ctx: Ctx, telegramId: string): Promise<void> {
  await ctx.database
    .update(users)
    .set({ telegramId: null, telegramUsername: null, telegramFirstName: null, telegramLastName: null })
    .where(and(eq(users.telegramId, telegramId), isNotNull(users.walletAddress)));
  ctx.session = null;
}
