import { signInRequests } from '@app/db/schema/sessions';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { WalletSessionCreated, WalletStatus } from '@app/shared/schemas/wallet';
import { isXrplAddress } from '@app/shared/rules/address';
import type { Appearance } from '@app/shared/schemas/theme';
import type { SignInStatus } from '../../adapters/xaman/types';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb } from '../../storage/per-db';
import type { WithCookie } from '../session/cookie';
import { ensureSession, signInWallet } from '../session/service';
import { signInTelegramWallet } from '../telegram/service';
import { invited, walletProven } from '../sign-in-hooks';

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
async function requester(ctx: Ctx, appearance?: Appearance) {
  const telegramId = ctx.session?.telegramId;
  if (telegramId) return { owner: { sessionId: null, telegramId }, cookie: null };
  const { session, cookie } = await ensureSession({ ctx, input: appearance });
  return { owner: { sessionId: session.id, telegramId: null }, cookie };
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
  if (invitee) await invited(ctx.database, ctx, { invitee, code, now: ctx.now });
}

/**
 * Starts a Xaman sign-in bound to this browser's session or Telegram user, so only it can
 * collect the result. A web page's invite code rides along (under Telegram, the launch
 * data's start parameter carries it instead). A session created for it comes with its cookie.
 */
export async function createSignIn({
  ctx,
  input: { appearance, inviteCode },
}: {
  ctx: Ctx;
  input: { appearance?: Appearance; inviteCode?: string };
}): Promise<WithCookie<WalletSessionCreated>> {
  const { owner, cookie } = await requester(ctx, appearance);
  const request = await ctx.xaman.createSignIn().catch((error: unknown) => {
    throw upstream(error, ctx);
  });
  await ctx.database.insert(signInRequests).values({
    uuid: request.uuid,
    ...owner,
    createdAt: ctx.now,
    inviteCode: owner.telegramId ? null : (inviteCode ?? null),
  });
  return { answer: { qrData: request.qrData, uuid: request.uuid, deepLink: request.deepLink }, cookie };
}

/**
 * Asks the wallet provider about a sign-in this session or Telegram user started. A
 * signed payload is the only proof of a wallet: then the session is signed in as its
 * account (under Telegram launch data, the wallet is linked to the Telegram user), and the
 * sign-in hooks run: a web invite credited, the account's activation on the ledger looked
 * up once, before the first game answer needs it. A browser's new session comes with its cookie.
 */
export async function getSignInStatus({
  ctx,
  input: uuid,
}: {
  ctx: Ctx;
  input: string;
}): Promise<WithCookie<WalletStatus>> {
  const [request] = await ctx.database.select().from(signInRequests).where(eq(signInRequests.uuid, uuid));
  if (!request || !isRequester(ctx, request)) {
    throw new AppError('NOT_FOUND', 'No sign-in request with that uuid for this browser');
  }
  if (request.account) return { answer: { resolved: true, account: request.account }, cookie: null };

  const status = await providerStatus(ctx, uuid);
  if (status.state === 'pending') return { answer: { resolved: false, account: null }, cookie: null };
  if (status.state !== 'signed')
    return { answer: { resolved: false, account: null, failed: status.state }, cookie: null };
  if (!isXrplAddress(status.account)) {
    throw new AppError('UPSTREAM_UNAVAILABLE', 'No wallet address received');
  }

  const { session, cookie } = request.telegramId
    ? { session: await signInTelegramWallet({ ctx, input: status.account }), cookie: null }
    : await signInWallet({ ctx, input: { walletAddress: status.account } });
  ctx.metrics.signIn('xaman');
  await ctx.database
    .update(signInRequests)
    .set({ account: status.account, completedAt: ctx.now, sessionId: request.telegramId ? null : session.id })
    .where(eq(signInRequests.uuid, uuid));
  const signedIn: WithCookie<WalletStatus> = { answer: { resolved: true, account: status.account }, cookie };
  if (session.userId === null) return signedIn;
  if (request.inviteCode) await attributeWebInvite(ctx, session.userId, request.inviteCode);
  await walletProven({ ctx, input: { userId: session.userId, walletAddress: status.account } });
  return signedIn;
}
