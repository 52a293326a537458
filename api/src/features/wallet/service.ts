import { signInRequests } from '@app/db/schema/sessions';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { WalletSessionCreated, WalletStatus } from '@app/shared/schemas/wallet';
import { isXrplAddress } from '@app/shared/rules/address';
import type { Appearance } from '@app/shared/schemas/theme';
import type { Response } from 'express';
import type { SignInStatus } from '../../adapters/xaman/types';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb } from '../../storage/per-db';
import { attributeInvite } from '../invites/attribute';
import { ensureSession, signInWallet } from '../session/service';
import { signInTelegramWallet } from '../telegram/launch/service';
import { accountActivation } from './activation';

function upstream(error: unknown, ctx: Ctx): AppError {
  ctx.logger.warn({ err: error }, 'wallet provider call failed');
  return new AppError('UPSTREAM_UNAVAILABLE', 'Failed to create Xaman session');
}

/** A browser polls every few seconds, several tabs at once: Xaman is asked about a uuid at most this often. */
const STATUS_CACHE_MS = 2_000;
const STATUS_CACHE_LIMIT = 10_000;
const statusCache = perDb(() => new BoundedMap<string, { status: SignInStatus; at: number }>(STATUS_CACHE_LIMIT));

async function providerStatus(ctx: Ctx, uuid: string): Promise<SignInStatus> {
  const now = ctx.now.getTime();
  const hit = statusCache(ctx.database).get(uuid);
  if (hit && now - hit.at < STATUS_CACHE_MS) return hit.status;
  const status = await ctx.xaman.getSignInStatus(uuid).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, 'wallet status check failed');
    throw new AppError('UPSTREAM_UNAVAILABLE', 'Could not reach Xaman, please try again');
  });
  statusCache(ctx.database).set(uuid, { status, at: now });
  return status;
}

/**
 * Who may collect a sign-in: the Telegram user whose launch data authorized the request,
 * else this browser's session (created, with its cookie, when there is none).
 */
async function requester(ctx: Ctx, res: Response, appearance?: Appearance) {
  const telegramId = ctx.session?.telegramId;
  if (telegramId) return { sessionId: null, telegramId };
  return { sessionId: (await ensureSession({ ctx, res, input: appearance })).id, telegramId: null };
}

function isRequester(ctx: Ctx, request: { sessionId: string | null; telegramId: string | null }): boolean {
  const telegramId = ctx.session?.telegramId;
  if (telegramId) return request.telegramId === telegramId;
  return request.sessionId !== null && request.sessionId === ctx.session?.id;
}

/** The web's invite: counts when this sign-in created the wallet's player. */
async function attributeWebInvite(ctx: Ctx, userId: number, code: string): Promise<void> {
  const [invitee] = await ctx.database
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (invitee) await attributeInvite(ctx.database, { invitee, code, now: ctx.now });
}

/**
 * Starts a Xaman sign-in bound to this browser's session or Telegram user, so only it can
 * collect the result. A web page's invite code rides along (under Telegram, the launch
 * data's start parameter carries it instead).
 */
export async function createSignIn({
  ctx,
  res,
  input: { appearance, inviteCode },
}: {
  ctx: Ctx;
  res: Response;
  input: { appearance?: Appearance; inviteCode?: string };
}): Promise<WalletSessionCreated> {
  const owner = await requester(ctx, res, appearance);
  const request = await ctx.xaman.createSignIn().catch((error: unknown) => {
    throw upstream(error, ctx);
  });
  await ctx.database.insert(signInRequests).values({
    uuid: request.uuid,
    ...owner,
    createdAt: ctx.now,
    inviteCode: owner.telegramId ? null : (inviteCode ?? null),
  });
  return { qrData: request.qrData, uuid: request.uuid, deepLink: request.deepLink };
}

/**
 * Asks the wallet provider about a sign-in this session or Telegram user started. A
 * signed payload is the only proof of a wallet: then the session is signed in as its
 * account (under Telegram launch data, the wallet is linked to the Telegram user), and
 * whether that account exists on the ledger is looked up once, before the first game
 * answer needs it.
 */
export async function getSignInStatus({
  ctx,
  res,
  input: uuid,
}: {
  ctx: Ctx;
  res: Response;
  input: string;
}): Promise<WalletStatus> {
  const [request] = await ctx.database.select().from(signInRequests).where(eq(signInRequests.uuid, uuid));
  if (!request || !isRequester(ctx, request)) {
    throw new AppError('NOT_FOUND', 'No sign-in request with that uuid for this browser');
  }
  if (request.account) return { resolved: true, account: request.account };

  const status = await providerStatus(ctx, uuid);
  if (status.state === 'pending') return { resolved: false, account: null };
  if (status.state !== 'signed') return { resolved: false, account: null, failed: status.state };
  if (!isXrplAddress(status.account)) {
    throw new AppError('UPSTREAM_UNAVAILABLE', 'No wallet address received');
  }

  const session = request.telegramId
    ? await signInTelegramWallet({ ctx, input: status.account })
    : await signInWallet({ ctx, res, input: { walletAddress: status.account } });
  ctx.metrics.signIn('xaman');
  await ctx.database
    .update(signInRequests)
    .set({ account: status.account, completedAt: ctx.now, sessionId: request.telegramId ? null : session.id })
    .where(eq(signInRequests.uuid, uuid));
  if (session.userId === null) return { resolved: true, account: status.account };
  if (request.inviteCode) await attributeWebInvite(ctx, session.userId, request.inviteCode);
  await accountActivation({ ctx, input: { userId: session.userId, walletAddress: status.account } });
  return { resolved: true, account: status.account };
}
