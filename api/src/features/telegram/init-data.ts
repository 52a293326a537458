import { parse, validate } from '@telegram-apps/init-data-node';
import { DAY_MS, MINUTE_MS } from '@app/shared/constants';
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
  startParam: string | null;
}

const invalid = (message: string) => new AppError('UNAUTHORIZED', message);

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
  const data = parse(initData);
  const age = now.getTime() - data.auth_date.getTime();
  if (age > INIT_DATA_MAX_AGE_MS) throw invalid('Telegram initData has expired: open the app from Telegram again');
  if (age < -FUTURE_SKEW_MS) throw invalid('Telegram initData is dated in the future');
  if (!data.user) throw invalid('Telegram initData has no user');
  return {
    telegramId: String(data.user.id),
    username: data.user.username ?? null,
    firstName: data.user.first_name ?? null,
    lastName: data.user.last_name ?? null,
    startParam: data.start_param ?? null,
  };
}
