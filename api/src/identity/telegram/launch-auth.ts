import { createHash } from 'node:crypto';
import { users } from '@app/db/schema/users';
import { eq, sql } from '@app/db/orm';
import type { AppDeps, SessionState } from '../../context';
import { AppError } from '../../errors';
import { BoundedMap } from '../../storage/bounded-map';
import { perHandle } from '../../storage/per-db';
import { invited } from '../sign-in-hooks';
import { INIT_DATA_MAX_AGE_MS, inviteCodeOfStartParam, verifyInitData, type TelegramIdentity } from './init-data';
import { upsertTelegramUser } from './store';

/**
 * A Mini App sends the same launch data with every call: a validation is trusted for a
 * minute (never past the data's own expiry), so a call costs no HMAC and no write.
 */
const VALIDATION_TTL_MS = 60_000;
const VALIDATIONS_LIMIT = 50_000;

const TMA_SCHEME = /^tma(?:\s+|$)/i;

const queries = perHandle((db) => ({
  userByTelegramId: db
    .select({ id: users.id, walletAddress: users.walletAddress })
    .from(users)
    .where(eq(users.telegramId, sql.placeholder('telegramId')))
    .prepare(),
}));

/**
 * The initData of `Authorization: tma <initData>` (the Mini Apps convention), or null
 * when the request does not use that scheme (a browser with its cookie).
 */
export function launchDataOf(authorization: string | undefined): string | null {
  if (!authorization || !TMA_SCHEME.test(authorization)) return null;
  const initData = authorization.replace(TMA_SCHEME, '').trim();
  if (!initData) throw new AppError('UNAUTHORIZED', 'Authorization: tma needs the Mini App\u2019s initData');
  return initData;
}

/**
 * Resolves launch data to the session of its Telegram user, validated exactly as
 * POST /api/telegram/auth does (a bad one throws 401). The user is created on first sight
 * and their Telegram names refreshed at each fresh validation; the wallet is the one
 * linked to them, proven by 'telegram', so launch data never makes the admin. Launch data
 * seen for the first time is a Mini App opened: it counts as a Telegram sign-in. The
 * launch that creates the player attributes them to the invite its start parameter carries.
 */
export function telegramSessionResolver({
  deps,
}: {
  deps: Pick<AppDeps, 'database' | 'settings' | 'metrics' | 'signInHooks'>;
}): (initData: string, now: Date) => Promise<SessionState> {
  const validated = new BoundedMap<string, { identity: TelegramIdentity; until: number }>(VALIDATIONS_LIMIT);
  const { database } = deps;
  return async (initData, now) => {
    const key = createHash('sha256').update(initData).digest('base64url');
    const hit = validated.get(key);
    if (hit && now.getTime() < hit.until) {
      const [user] = await queries(database).userByTelegramId.execute({ telegramId: hit.identity.telegramId });
      return telegramSession(hit.identity, user ?? (await upsertTelegramUser(database, now, hit.identity)));
    }
    const identity = verifyInitData(initData, deps.settings.telegram.botToken, now);
    const until = Math.min(now.getTime() + VALIDATION_TTL_MS, identity.authDate.getTime() + INIT_DATA_MAX_AGE_MS);
    validated.set(key, { identity, until });
    if (!hit) deps.metrics.signIn('telegram');
    const user = await upsertTelegramUser(database, now, identity);
    // The start parameter is signed with the rest: an invite (ref_<code>) counts on the launch that created the player.
    await invited(database, deps, { invitee: user, code: inviteCodeOfStartParam(identity.startParam), now });
    return telegramSession(identity, user);
  };
}

function telegramSession(
  { telegramId, startParam }: TelegramIdentity,
  user: { id: number; walletAddress: string | null },
): SessionState {
  return {
    id: `telegram:${telegramId}`,
    userId: user.id,
    walletAddress: user.walletAddress,
    proof: user.walletAddress ? 'telegram' : null,
    appearance: 'system',
    telegramId,
    startParam,
  };
}
