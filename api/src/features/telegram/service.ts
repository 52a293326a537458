import { users, UNUSABLE_PASSWORD, type User } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { LinkWalletBody, TelegramAuthBody, TelegramAuthResult } from '@app/shared/schemas/telegram';
import type { Response } from 'express';
import type { Db } from '@app/db/client';
import type { Ctx, SessionState } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { sendSessionCookie, upsertWalletUser } from '../session/service';
import { insertSession, revokeSession } from '../session/store';
import { verifyInitData, type TelegramIdentity } from './init-data';

function toResult(user: User): TelegramAuthResult {
  return {
    user: {
      id: user.id,
      telegramId: user.telegramId ?? '',
      telegramUsername: user.telegramUsername,
      telegramFirstName: user.telegramFirstName,
      walletAddress: user.walletAddress,
    },
  };
}

/** The user of a Telegram account, created on its first visit; its Telegram names are kept current. */
export function upsertTelegramUser(db: Db, now: Date, identity: TelegramIdentity): User {
  const profile = {
    telegramUsername: identity.username,
    telegramFirstName: identity.firstName,
    telegramLastName: identity.lastName,
  };
  return db
    .insert(users)
    .values({
      username: `telegram:${identity.telegramId}`,
      password: UNUSABLE_PASSWORD,
      telegramId: identity.telegramId,
      createdAt: now,
      ...profile,
    })
    .onConflictDoUpdate({ target: users.telegramId, set: profile })
    .returning()
    .get();
}

/**
 * Signs a Mini App user in by initData. A user whose wallet was linked earlier (proven
 * through Xaman then) is signed in with that wallet, but the session records that
 * initData proved it: a copy of initData never makes the admin.
 */
export function authenticateTelegram({ ctx, res, input }: { ctx: Ctx; res: Response; input: TelegramAuthBody }) {
  const identity = verifyInitData(input.initData, ctx.settings.telegram.botToken, ctx.now);
  const user = upsertTelegramUser(ctx.db, ctx.now, identity);
  const current = ctx.session;
  if (current?.userId !== user.id || current.walletAddress !== user.walletAddress) {
    if (current) revokeSession(ctx, current.id, ctx.now);
    const session = insertSession(ctx, ctx.now, {
      userId: user.id,
      walletAddress: user.walletAddress,
      proof: user.walletAddress ? 'telegram' : null,
      appearance: current?.appearance,
    });
    sendSessionCookie(ctx, res, session);
    ctx.session = session;
    ctx.metrics.signIn('telegram');
  }
  return toResult(user);
}

/**
 * Links the wallet this session proved through Xaman to the Telegram user of initData.
 * Idempotent; a wallet already linked to another Telegram account is refused.
 */
export function linkWallet({ ctx, input }: { ctx: Ctx; input: LinkWalletBody }): TelegramAuthResult {
  const identity = verifyInitData(input.initData, ctx.settings.telegram.botToken, ctx.now);
  if (!ctx.session?.walletAddress) throw new AppError('UNAUTHORIZED', 'Sign in with your wallet first');
  if (ctx.session.walletAddress !== input.walletAddress) {
    throw new AppError('FORBIDDEN', 'Only the wallet you signed in with can be linked');
  }
  return toResult(ctx.db.transaction(() => linkTelegramAccount(ctx.db, input.walletAddress, identity), IMMEDIATE));
}

/**
 * A wallet proven through Xaman by a request under Telegram launch data: its player is
 * created if new and linked to that Telegram user, whose requests then carry the wallet.
 * The proof stays 'telegram' (launch data can be replayed for a day): never the admin.
 */
export function signInTelegramWallet(ctx: Ctx, walletAddress: string): SessionState {
  const { session } = ctx;
  const telegramId = session?.telegramId;
  if (!session || !telegramId) throw unauthorized();
  const user = ctx.db.transaction(() => {
    upsertWalletUser(ctx, walletAddress);
    const telegramUser = ctx.db.select().from(users).where(eq(users.telegramId, telegramId)).get();
    return linkTelegramAccount(ctx.db, walletAddress, {
      telegramId,
      username: telegramUser?.telegramUsername ?? null,
      firstName: telegramUser?.telegramFirstName ?? null,
      lastName: telegramUser?.telegramLastName ?? null,
    });
  }, IMMEDIATE);
  ctx.session = { ...session, userId: user.id, walletAddress, proof: 'telegram' };
  return ctx.session;
}

const IMMEDIATE = { behavior: 'immediate' } as const;

type TelegramProfile = Pick<TelegramIdentity, 'telegramId' | 'username' | 'firstName' | 'lastName'>;

/**
 * Gives the wallet's player the Telegram identity (call inside a transaction). Idempotent;
 * refused when the wallet is linked to another Telegram account or the account to another wallet.
 */
function linkTelegramAccount(db: Db, walletAddress: string, identity: TelegramProfile): User {
  const owner = db.select().from(users).where(eq(users.walletAddress, walletAddress)).get();
  if (!owner) throw new AppError('NOT_FOUND', 'No player with that wallet');
  if (owner.telegramId === identity.telegramId) return owner;
  if (owner.telegramId) throw new AppError('CONFLICT', 'That wallet is already linked to another Telegram account');
  const telegramOnly = db.select().from(users).where(eq(users.telegramId, identity.telegramId)).get();
  if (telegramOnly?.walletAddress) {
    throw new AppError('CONFLICT', 'This Telegram account is already linked to another wallet');
  }
  // The Telegram-only row never held a wallet, so it has no scores: the wallet's row takes its identity.
  if (telegramOnly) db.delete(users).where(eq(users.id, telegramOnly.id)).run();
  return db
    .update(users)
    .set({
      telegramId: identity.telegramId,
      telegramUsername: identity.username,
      telegramFirstName: identity.firstName,
      telegramLastName: identity.lastName,
    })
    .where(eq(users.id, owner.id))
    .returning()
    .get();
}
