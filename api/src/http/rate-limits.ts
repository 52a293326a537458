import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from '../errors';
import type { Settings } from '../settings';
import { ctxOf } from './context';

const WINDOW_MS = 60_000;

/** The session when there is one, else the client's address (IPv6 grouped by /56). */
function sessionOrIp(req: Request, res: Response): string {
  return ctxOf(res).session?.id ?? ipKeyGenerator(req.ip ?? 'unknown');
}

function limiter(limit: number, key: (req: Request, res: Response) => string, what: string): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit,
    // draft-7: one RateLimit header; draft-8 hashes the key on every request.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: key,
    // Retry-After is set by the library; the body is the API's usual error.
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED', `Too many ${what}. Please wait a moment and try again.`)),
  });
}

/** Per-minute caps against abuse: sign-in creation per address, guesses and ad claims per session. */
export function rateLimits(settings: Settings['rateLimits']) {
  return {
    signIn: limiter(settings.signInPerMinute, (req) => ipKeyGenerator(req.ip ?? 'unknown'), 'sign-in attempts'),
    guesses: limiter(settings.guessesPerMinute, sessionOrIp, 'guesses'),
    ads: limiter(settings.adsPerMinute, sessionOrIp, 'ad rewards'),
  };
}
