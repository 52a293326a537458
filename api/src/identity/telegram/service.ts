import { users, type User } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { LinkWalletBody, TelegramAuthBody, TelegramAuthResult } from '@app/shared/schemas/telegram';
import type { Database } from '@app/db/database';
import type { Ctx, SessionState } from '../../context';
import { AppError, unauthorized } from '../../errors';
import type { CookieToWrite, WithCookie } from '../session/cookie';
import { sessionCookieOf } from '../session/service';
import { insertSession, leaveSession, upsertWalletUser } from '../session/store';
import { accountsMerged, invited } from '../sign-in-hooks';
import { inviteCodeOfStartParam, verifyInitData, type TelegramIdentity } from './init-data';
import { upsertTelegramUser } from './store';

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

/**
 * Signs a Mini App user in by initData. A user whose wallet was linked earlier (proven
 * through Xaman then) is signed in with that wallet, but the session records that
 * initData proved it: a copy of initData never makes the admin. A new session comes with
 * its cookie.
 */
export async function authenticateTelegram({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: TelegramAuthBody;
}): Promise<WithCookie<TelegramAuthResult>> {
  const identity = verifyInitData(input.initData, ctx.settings.telegram.botToken, ctx.now);
  const user = await upsertTelegramUser(ctx.database, ctx.now, identity);
  // As on a launch under `Authorization: tma`: the sign-in that creates the player counts their invite.
  await invited(ctx.database, ctx, {
    invitee: user,
    code: inviteCodeOfStartParam(identity.startParam),
    now: ctx.now,
  });
  const current = ctx.session;
  let cookie: CookieToWrite | null = null;
  if (current?.userId !== user.id || current.walletAddress !== user.walletAddress) {
    const session = await ctx.database.transaction(async (tx) => {
      if (current) await leaveSession(tx, ctx, { previous: current, userId: user.id, now: ctx.now });
      return insertSession(tx, ctx, ctx.now, {
        userId: user.id,
        walletAddress: user.walletAddress,
        proof: user.walletAddress ? 'telegram' : null,
        appearance: current?.appearance,
      });
    });
    cookie = sessionCookieOf({ ctx, input: session });
    ctx.session = session;
    ctx.metrics.signIn('telegram');
  }
  return { answer: toResult(user), cookie };
}

/**
 * Links the wallet this session proved through Xaman to the Telegram user of initData.
 * Idempotent; a wallet already linked to another Telegram account is refused.
 */
export async function linkWallet({ ctx, input }: { ctx: Ctx; input: LinkWalletBody }): Promise<TelegramAuthResult> {
  const identity = verifyInitData(input.initData, ctx.settings.telegram.botToken, ctx.now);
  if (!ctx.session?.walletAddress) throw new AppError('UNAUTHORIZED', 'Sign in with your wallet first');
  if (ctx.session.walletAddress !== input.walletAddress) {
    throw new AppError('FORBIDDEN', 'Only the wallet you signed in with can be linked');
  }
  return toResult(await ctx.database.transaction((tx) => linkTelegramAccount(tx, ctx, input.walletAddress, identity)));
}

/**
 * A wallet proven through Xaman by a request under Telegram launch data: its player is
 * created if new and linked to that Telegram user, whose requests then carry the wallet.
 * The proof stays 'telegram' (launch data can be replayed for a day): never the admin.
 */
export async function signInTelegramWallet({
  ctx,
  input: walletAddress,
}: {
  ctx: Ctx;
  input: string;
}): Promise<SessionState> {
  const { session } = ctx;
  const telegramId = session?.telegramId;
  if (!session || !telegramId) throw unauthorized();
  const user = await ctx.database.transaction(async (tx) => {
    await upsertWalletUser(tx, { walletAddress, now: ctx.now, sessionSecret: ctx.settings.sessionSecret });
    const [telegramUser] = await tx.select().from(users).where(eq(users.telegramId, telegramId));
    return linkTelegramAccount(tx, ctx, walletAddress, {
      telegramId,
      username: telegramUser?.telegramUsername ?? null,
      firstName: telegramUser?.telegramFirstName ?? null,
      lastName: telegramUser?.telegramLastName ?? null,
    });
  });
  ctx.session = { ...session, userId: user.id, walletAddress, proof: 'telegram' };
  return ctx.session;
}

type TelegramProfile = Pick<TelegramIdentity, 'telegramId' | 'username' | 'firstName' | 'lastName'>;

/**
 * Gives the wallet's player the Telegram identity (call inside a transaction). Idempotent;
 * refused when the wallet is linked to another Telegram account or the account to another wallet.
 */
async function linkTelegramAccount(
  db: Database,
  ctx: Pick<Ctx, 'now' | 'signInHooks'>,
  walletAddress: string,
  identity: TelegramProfile,
): Promise<User> {
  const [owner] = await db.select().from(users).where(eq(users.walletAddress, walletAddress));
  if (!owner) throw new AppError('NOT_FOUND', 'No player with that wallet');
  if (owner.telegramId === identity.telegramId) return owner;
  if (owner.telegramId) throw new AppError('CONFLICT', 'That wallet is already linked to another Telegram account');
  const [telegramOnly] = await db.select().from(users).where(eq(users.telegramId, identity.telegramId));
  if (telegramOnly?.walletAddress) {
    throw new AppError('CONFLICT', 'This Telegram account is already linked to another wallet');
  }
  // The Telegram-only row never held a wallet, so it has no scores: the wallet's row takes its identity,
  // and the hooks give it what the features kept for the Telegram-only row (its invites, reminder, practice).
  if (telegramOnly) {
    const toIsNew = owner.createdAt.getTime() === ctx.now.getTime();
    await accountsMerged(db, ctx, { from: telegramOnly.id, to: owner.id, toIsNew });
    await db.delete(users).where(eq(users.id, telegramOnly.id));
  }
  const [linked] = await db
    .update(users)
    .set({
      telegramId: identity.telegramId,
      telegramUsername: identity.username,
      telegramFirstName: identity.firstName,
      telegramLastName: identity.lastName,
    })
    .where(eq(users.id, owner.id))
    .returning();
  return linked!;
}
