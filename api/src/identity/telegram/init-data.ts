import { validate } from '@telegram-apps/init-data-node';
import { z } from 'zod';
import { DAY_MS, MINUTE_MS } from '@app/shared/constants';
import { INVITE_START_PREFIX } from '@app/shared/schemas/retention';
import { AppError } from '../../errors';

/** initData older than this is refused (Telegram's recommendation for Mini Apps). */
export const INIT_DATA_MAX_AGE_MS = DAY_MS;
/** Tolerated clock skew for an auth_date in the future. */
const FUTURE_SKEW_MS = 5 * MINUTE_MS;

export interface TelegramIdentity {
  telegramId: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The language of the user's Telegram app (an IETF tag), when Telegram tells it. */
  languageCode: string | null;
  startParam: string | null;
  authDate: Date;
}

const invalid = (message: string) => new AppError('UNAUTHORIZED', message);

const InitDataUser = z.object({
  id: z.number().int(),
  username: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  language_code: z.string().optional(),
});

/**
 * The fields the server uses, read from initData whose hash already matched. Read here
 * rather than by the library's parse, which requires the `signature` field (the one for
 * third parties) and threw on initData that carries only the bot's hash.
 */
function readFields(initData: string) {
  const params = new URLSearchParams(initData);
  const authDate = Number(params.get('auth_date'));
  if (!Number.isInteger(authDate) || authDate <= 0) throw invalid('Telegram initData has no valid auth_date');
  return {
    authDate: new Date(authDate * 1000),
    user: parseUser(params.get('user')),
    startParam: params.get('start_param'),
  };
}

function parseUser(text: string | null): z.infer<typeof InitDataUser> {
  try {
    return InitDataUser.parse(JSON.parse(text ?? ''));
  } catch {
    throw invalid('Telegram initData has no user');
  }
}

/**
 * Checks initData's HMAC-SHA256 signature with the bot token, then its age against the
 * injected clock (the library's own expiry check uses the system time, so it is off).
 */
export function verifyInitData(initData: string, botToken: string | undefined, now: Date): TelegramIdentity {
  if (!botToken) throw new AppError('UPSTREAM_UNAVAILABLE', 'Telegram sign-in is not configured on this server');
  try {
    validate(initData, botToken, { expiresIn: 0 });
  } catch {
    throw invalid('Telegram initData is not valid: its signature does not match');
  }
  const { authDate, user, startParam } = readFields(initData);
  const age = now.getTime() - authDate.getTime();
  if (age > INIT_DATA_MAX_AGE_MS) throw invalid('Telegram initData has expired: open the app from Telegram again');
  if (age < -FUTURE_SKEW_MS) throw invalid('Telegram initData is dated in the future');
  return {
    telegramId: String(user.id),
    username: user.username ?? null,
    firstName: user.first_name ?? null,
    lastName: user.last_name ?? null,
    languageCode: user.language_code ?? null,
    startParam,
    authDate,
  };
}

/** The invite code in a Telegram start parameter (`ref_<code>`), or null. */
export function inviteCodeOfStartParam(startParam: string | null): string | null {
  return startParam?.startsWith(INVITE_START_PREFIX) ? startParam.slice(INVITE_START_PREFIX.length) : null;
}
