import type { GuessRefusalCode } from '@app/shared/schemas/game';

export type ErrorCode =
  | GuessRefusalCode
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'ACCOUNT_NOT_ACTIVATED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'NAME_TAKEN'
  | 'ADS_OFF'
  | 'TELEGRAM_REQUIRED'
  | 'NO_ROUND'
  | 'PRACTICE_RESTING'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'AD_DAILY_LIMIT'
  | 'MAINTENANCE'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UNPROCESSABLE'
  | 'BAD_GATEWAY'
  | 'INTERNAL';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ACCOUNT_NOT_ACTIVATED: 403,
  NOT_FOUND: 404,
  NO_ROUND: 404,
  CONFLICT: 409,
  NAME_TAKEN: 409,
  ADS_OFF: 409,
  TELEGRAM_REQUIRED: 409,
  PRACTICE_RESTING: 409,
  ROUND_CHANGED: 409,
  GAME_OVER: 409,
  ALREADY_GUESSED: 409,
  DAY_ALREADY_PLAYED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  AD_DAILY_LIMIT: 429,
  UPSTREAM_UNAVAILABLE: 503,
  UNPROCESSABLE: 422,
  BAD_GATEWAY: 502,
  MAINTENANCE: 503,
  INTERNAL: 500,
};

/** The one error services throw; the error middleware turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { field?: string; needsRefresh?: boolean; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 'Sign in with your wallet first');
