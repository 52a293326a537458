import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { AppError } from '../errors';
import type { Settings } from '../settings';
import { ctxOf } from './context';
import type { RateLimitName } from './route';

const WINDOW_MS = 60_000;

type KeyOf = (req: Request, res: Response) => string;

/** The client's address, IPv6 grouped by /56 (one home's or one phone's prefix). */
const ipOf: KeyOf = (req) => ipKeyGenerator(req.ip ?? 'unknown');

/**
 * The session when there is one (a request under Telegram launch data has `telegram:<id>`,
 * so that is the Telegram user), else the client's address.
 */
const sessionOrIp: KeyOf = (req, res) => ctxOf(res).session?.id ?? ipOf(req, res);

/** The Telegram user of a request under launch data, else the client's address. */
const telegramOrIp: KeyOf = (req, res) => {
  const { session } = ctxOf(res);
  return session?.telegramId ? session.id : ipOf(req, res);
};

/**
 * Hits per key in fixed windows of WINDOW_MS on the clock. A new window starts with a
 * new map, so a key seen once costs nothing after its window and no sweep ever runs.
 */
export class FixedWindowCounter {
  private windowStart = Number.NEGATIVE_INFINITY;
  private hits = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number = WINDOW_MS,
  ) {}

  /** Counts a hit at `now` (ms); over the limit, the ms until the window ends, else 0. */
  hit(key: string, now: number): number {
    const windowStart = now - (now % this.windowMs);
    if (windowStart !== this.windowStart) {
      this.windowStart = windowStart;
      this.hits = new Map();
    }
    const hits = (this.hits.get(key) ?? 0) + 1;
    this.hits.set(key, hits);
    return hits > this.limit ? windowStart + this.windowMs - now : 0;
  }
}

/**
 * At most `limit` requests per key a minute, on the request's time (the injected clock);
 * past it, 429 RATE_LIMITED with Retry-After. Hand-written rather than express-rate-limit:
 * on the guess route the library's awaits, per-request checks and headers were a tenth of
 * the server's time, and it reads the wall clock, which tests cannot move.
 */
function limiter(limit: number, keyOf: KeyOf, what: string): RequestHandler {
  const counter = new FixedWindowCounter(limit);
  return (req, res, next) => {
    const waitMs = counter.hit(keyOf(req, res), ctxOf(res).now.getTime());
    if (waitMs === 0) return next();
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    next(new AppError('RATE_LIMITED', `Too many ${what}. Please wait a moment and try again.`, { retryAfterSeconds }));
  };
}

/**
 * Per-minute caps against abuse: sign-in creation per Telegram user or address (a browser
 * can drop its cookie for a fresh session; a Telegram user cannot); guesses, ad claims,
 * sign-in status polls, name changes and prepared shares (each a call to Telegram) per session, Telegram user or address.
 */
export function rateLimits(settings: Settings['rateLimits']): Record<RateLimitName, RequestHandler> {
  return {
    signIn: limiter(settings.signInPerMinute, telegramOrIp, 'sign-in attempts'),
    guesses: limiter(settings.guessesPerMinute, sessionOrIp, 'guesses'),
    ads: limiter(settings.adsPerMinute, sessionOrIp, 'ad rewards'),
    walletStatus: limiter(settings.walletStatusPerMinute, sessionOrIp, 'sign-in status checks'),
    profile: limiter(settings.profilePerMinute, sessionOrIp, 'name changes'),
    shares: limiter(settings.sharesPerMinute, sessionOrIp, 'shares'),
  };
}
