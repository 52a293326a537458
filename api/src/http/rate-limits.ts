import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { HOUR_MS, MINUTE_MS } from '@app/shared/constants';
import { AppError } from '../errors';
import type { Settings } from '../settings';
import { ctxOf } from './context';
import type { RateLimitName } from './route';
import type { HitCounter } from '../cluster/rate-counter';
import type { Metrics } from '../metrics/metrics';
import { whenSettled } from './when-settled';

const WINDOW_MS = MINUTE_MS;

type KeyOf = (req: Request, res: Response) => string;

/** The client's address, IPv6 grouped by /56 (one home's or one phone's prefix). */
export const clientAddressOf = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
const ipOf: KeyOf = clientAddressOf;

/**
 * The session when there is one (a request under Telegram launch data has `telegram:<id>`,
 * so that is the Telegram user), else the client's address.
 */
const sessionOrIp: KeyOf = (req, res) => ctxOf(res).session?.id ?? ipOf(req, res);

/**
 * A signed-in user's session (or Telegram user), else the client's address: a guest's
 * session is a cookie for the asking, so every guest of one address shares its count.
 */
const userOrIp: KeyOf = (req, res) => {
  const { session } = ctxOf(res);
  return session && (session.userId !== null || session.telegramId) ? session.id : ipOf(req, res);
};

/** The Telegram user of a request under launch data, else the client's address. */
const telegramOrIp: KeyOf = (req, res) => {
  const { session } = ctxOf(res);
  return session?.telegramId ? session.id : ipOf(req, res);
};

const tooMany = (what: string, waitMs: number) =>
  new AppError('RATE_LIMITED', `Too many ${what}. Please wait a moment and try again.`, {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });

/**
 * At most `limit` requests per key a minute, on the request's time (the injected clock);
 * past it, 429 RATE_LIMITED with Retry-After. Hand-written rather than express-rate-limit:
 * on the guess route the library's awaits, per-request checks and headers were a tenth of
 * the server's time, and it reads the wall clock, which tests cannot move.
 */
function limiter(counter: HitCounter, keyOf: KeyOf, what: string): RequestHandler {
  const settle = (waitMs: number, next: (error?: unknown) => void) =>
    next(waitMs === 0 ? undefined : tooMany(what, waitMs));
  // One process counts in memory and answers at once; Redis answers later.
  return (req, res, next) =>
    whenSettled(counter.hit(keyOf(req, res), ctxOf(res).now.getTime()), (waitMs) => settle(waitMs, next), next);
}

/** Counts one hit of `key` at `now`, for a limit a handler applies itself; past it, 429 RATE_LIMITED naming `what`. */
export async function countHit(counter: HitCounter, input: { key: string; now: Date; what: string }): Promise<void> {
  const waitMs = await counter.hit(input.key, input.now.getTime());
  if (waitMs > 0) throw tooMany(input.what, waitMs);
}

/**
 * A cap over every client at once: the Xaman sign-ins the operator pays for. Past it, 429
 * saying the game is busy, not the client, and `onRefused` counts the refusal.
 */
function overallLimiter(counter: HitCounter, onRefused: () => void): RequestHandler {
  const settle = (waitMs: number, next: (error?: unknown) => void) => {
    if (waitMs === 0) return next();
    onRefused();
    next(
      new AppError('RATE_LIMITED', 'Many players are signing in right now. Please try again in a minute.', {
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      }),
    );
  };
  return (_req, res, next) =>
    whenSettled(counter.hit('everyone', ctxOf(res).now.getTime()), (waitMs) => settle(waitMs, next), next);
}

/** Runs `limit` only for a request without a session: one that may open a guest session. */
const forNewSessions =
  (limit: RequestHandler): RequestHandler =>
  (req, res, next) =>
    ctxOf(res).session ? next() : limit(req, res, next);

/** Both limits, in turn: a request one refuses never counts against the other. */
const bothOf =
  (first: RequestHandler, second: RequestHandler): RequestHandler =>
  (req, res, next) =>
    first(req, res, (error?: unknown) => (error ? next(error) : second(req, res, next)));

/**
 * Per-minute caps against abuse: sign-in creation per Telegram user or address (a browser
 * can drop its cookie for a fresh session; a Telegram user cannot), then over everyone
 * (each is a payload on the operator's Xaman quota); guesses, ad claims,
 * sign-in status polls, name changes, prepared shares (each a call to Telegram), reminder
 * changes and group-board reads (which may ask Telegram) per session, Telegram user or address.
 * Guesses count per signed-in user, else per address, guest sessions included; a guess that
 * would open a guest session also counts against the address's new guest sessions an hour.
 * Each has its own count and message, so one never spends another's.
 */
export function rateLimits(
  settings: Settings['rateLimits'],
  counterFor: (name: string, limit: number, windowMs: number) => HitCounter,
  metrics: Pick<Metrics, 'signInCapReached'>,
): Record<RateLimitName, RequestHandler> {
  const counter = (name: RateLimitName, limit: number) => counterFor(name, limit, WINDOW_MS);
  const guestSessions = counterFor('guestSessions', settings.guestSessionsPerHour, HOUR_MS);
  return {
    signIn: bothOf(
      limiter(counter('signIn', settings.signInPerMinute), telegramOrIp, 'sign-in attempts'),
      overallLimiter(counterFor('signInOverall', settings.signInOverallPerMinute, WINDOW_MS), () =>
        metrics.signInCapReached(),
      ),
    ),
    guesses: bothOf(
      limiter(counter('guesses', settings.guessesPerMinute), userOrIp, 'guesses'),
      forNewSessions(limiter(guestSessions, ipOf, 'new guest sessions')),
    ),
    ads: limiter(counter('ads', settings.adsPerMinute), sessionOrIp, 'ad rewards'),
    walletStatus: limiter(
      counter('walletStatus', settings.walletStatusPerMinute),
      sessionOrIp,
      'sign-in status checks',
    ),
    profile: limiter(counter('profile', settings.profilePerMinute), sessionOrIp, 'name changes'),
    shares: limiter(counter('shares', settings.sharesPerMinute), sessionOrIp, 'shares'),
    reminders: limiter(counter('reminders', settings.remindersPerMinute), sessionOrIp, 'reminder changes'),
    groupBoards: limiter(counter('groupBoards', settings.groupBoardsPerMinute), sessionOrIp, 'group board requests'),
  };
}
