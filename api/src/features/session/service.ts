import { users } from '@app/db/schema/users';
import { and, eq, isNotNull } from '@app/db/orm';
import type { Appearance } from '@app/shared/schemas/theme';
import type { Response } from 'express';
import type { Ctx, Player, SessionState } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { clearSessionCookie, signSessionId, writeSessionCookie } from './cookie';
import { insertSession, leaveSession, revokeSession, upsertWalletUser } from './store';
import { HOUR_MS } from '@app/shared/constants';

/** An admin session is short: a stolen cookie of the one account that can change the game is worth less. */
const ADMIN_SESSION_TTL_MS = 12 * HOUR_MS;

/**
 * The session of the request, creating an anonymous one (and its cookie) when there is none,
 * with the appearance the browser chose, so a sign-in carries it to the account.
 */
export async function ensureSession({
  ctx,
  res,
  input: appearance,
}: {
  ctx: Ctx;
  res: Response;
  input?: Appearance;
}): Promise<SessionState> {
  if (ctx.session) return ctx.session;
  const session = await insertSession(ctx.database, ctx, ctx.now, { appearance });
  sendSessionCookie({ ctx, res, input: session });
  ctx.session = session;
  return session;
}

/** Writes the signed cookie naming the session. */
export function sendSessionCookie({
  ctx,
  res,
  input: session,
}: {
  ctx: Ctx;
  res: Response;
  input: SessionState;
}): void {
  writeSessionCookie(res, signSessionId(session.id, ctx.settings.sessionSecret), ctx.settings.production);
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
 * carried over. The admin wallet's session lasts 12 hours.
 */
export async function signInWallet({
  ctx,
  res,
  input: { walletAddress, proof = 'xaman' },
}: {
  ctx: Ctx;
  res: Response;
  input: { walletAddress: string; proof?: 'xaman' | 'xapp' };
}): Promise<SessionState> {
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
  sendSessionCookie({ ctx, res, input: session });
  ctx.session = session;
  return session;
}

/**
 * Ends a browser's session. Under Telegram launch data there is no session to end (every
 * request signs itself): disconnecting unlinks the wallet from the Telegram account instead.
 */
export async function signOut({ ctx, res }: { ctx: Ctx; res: Response }): Promise<void> {
  if (ctx.session?.telegramId) {
    await unlinkTelegramWallet(ctx, ctx.session.telegramId);
    return;
  }
  if (ctx.session) await revokeSession(ctx.database, ctx, ctx.session.id, ctx.now);
  clearSessionCookie(res, ctx.settings.production);
  ctx.session = null;
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
