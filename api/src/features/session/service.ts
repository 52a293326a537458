import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { and, eq, isNotNull } from '@app/db/orm';
import type { Appearance } from '@app/shared/schemas/theme';
import type { Response } from 'express';
import type { Ctx, Player, SessionState } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { erasedHandle } from './erased';
import { clearSessionCookie, signSessionId, writeSessionCookie } from './cookie';
import { insertSession, revokeSession } from './store';
import { HOUR_MS } from '@app/shared/constants';

/** An admin session is short: a stolen cookie of the one account that can change the game is worth less. */
const ADMIN_SESSION_TTL_MS = 12 * HOUR_MS;

/**
 * The session of the request, creating an anonymous one (and its cookie) when there is none,
 * with the appearance the browser chose, so a sign-in carries it to the account.
 */
export function ensureSession(ctx: Ctx, res: Response, appearance?: Appearance): SessionState {
  if (ctx.session) return ctx.session;
  const session = insertSession(ctx, ctx.now, { appearance });
  sendSessionCookie(ctx, res, session);
  ctx.session = session;
  return session;
}

export function sendSessionCookie(ctx: Ctx, res: Response, session: SessionState): void {
  writeSessionCookie(res, signSessionId(session.id, ctx.settings.sessionSecret), ctx.settings.production);
}

/**
 * The signed-in player. A wallet named by the client (query, body or header) is only a
 * claim: it must be the session's proven wallet.
 */
export function requirePlayer(ctx: Ctx, claimedWallet?: string | null): Player {
  const { session } = ctx;
  if (!session?.walletAddress || session.userId === null) throw unauthorized();
  const claims = [claimedWallet, ctx.walletHeader].filter(Boolean);
  if (claims.some((claim) => claim !== session.walletAddress)) {
    throw new AppError('FORBIDDEN', 'That wallet is not the one you signed in with');
  }
  return { userId: session.userId, walletAddress: session.walletAddress };
}

/** The user owning a wallet: created on first sign-in, the erased row of that wallet when it comes back. */
export function upsertWalletUser(ctx: Ctx, walletAddress: string): number {
  const existing = ctx.db.select({ id: users.id }).from(users).where(eq(users.walletAddress, walletAddress)).get();
  if (existing) return existing.id;
  const erased = ctx.db
    .update(users)
    .set({ username: `wallet:${walletAddress}`, walletAddress, displayName: null })
    .where(eq(users.username, erasedHandle(walletAddress, ctx.settings.sessionSecret)))
    .returning({ id: users.id })
    .get();
  if (erased) return erased.id;
  return ctx.db
    .insert(users)
    .values({
      username: `wallet:${walletAddress}`,
      password: UNUSABLE_PASSWORD,
      walletAddress,
      createdAt: ctx.now,
    })
    .returning({ id: users.id })
    .get().id;
}

/**
 * Signs the request in as a wallet proven through Xaman: a new session id (no fixation),
 * the old one revoked, the appearance carried over. The admin wallet's session lasts 12 hours.
 */
export function signInWallet(ctx: Ctx, res: Response, walletAddress: string): SessionState {
  const previous = ctx.session;
  const session = ctx.db.transaction(() => {
    const userId = upsertWalletUser(ctx, walletAddress);
    if (previous) revokeSession(ctx, previous.id, ctx.now);
    return insertSession(ctx, ctx.now, {
      userId,
      walletAddress,
      proof: 'xaman',
      appearance: previous?.appearance,
      ttlMs: walletAddress === ctx.settings.adminWallet ? ADMIN_SESSION_TTL_MS : undefined,
    });
  });
  sendSessionCookie(ctx, res, session);
  ctx.session = session;
  return session;
}

/**
 * Ends a browser's session. Under Telegram launch data there is no session to end (every
 * request signs itself): disconnecting unlinks the wallet from the Telegram account instead.
 */
export function signOut(ctx: Ctx, res: Response): void {
  if (ctx.session?.telegramId) {
    unlinkTelegramWallet(ctx, ctx.session.telegramId);
    return;
  }
  if (ctx.session) revokeSession(ctx, ctx.session.id, ctx.now);
  clearSessionCookie(res, ctx.settings.production);
  ctx.session = null;
}

/**
 * The wallet's player keeps its scores and name but loses the Telegram identity, so the
 * next call under that launch data starts a Telegram user without a wallet.
 */
function unlinkTelegramWallet(ctx: Ctx, telegramId: string): void {
  ctx.db
    .update(users)
    .set({ telegramId: null, telegramUsername: null, telegramFirstName: null, telegramLastName: null })
    .where(and(eq(users.telegramId, telegramId), isNotNull(users.walletAddress)))
    .run();
  ctx.session = null;
}
