import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '@app/db/unavailable';
import { AppError, STATUS_BY_CODE } from '../errors';

/** What a 503 that names no wait of its own tells the client: every 503 says when to try again. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * A database that is down or stalled: the request may well succeed shortly, so the client
 * is told when to try again. The outage itself is logged once, when it starts (ops/service.ts).
 */
const DATABASE_UNAVAILABLE = new AppError(
  'UPSTREAM_UNAVAILABLE',
  'The game cannot reach its records for a moment. Please try again shortly.',
  { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS },
);

/** Errors body-parser raises for the client's input, keyed by their `type`. */
const BODY_ERRORS: Record<string, AppError> = {
  'entity.parse.failed': new AppError('BAD_REQUEST', 'The request body is not valid JSON'),
  'entity.too.large': new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large'),
  'encoding.unsupported': new AppError('BAD_REQUEST', 'The request body encoding is not supported'),
  'charset.unsupported': new AppError('BAD_REQUEST', 'The request body charset is not supported'),
  'request.aborted': new AppError('BAD_REQUEST', 'The request was aborted'),
  'request.size.invalid': new AppError('BAD_REQUEST', 'The request body size does not match'),
  'stream.encoding.set': new AppError('BAD_REQUEST', 'The request body could not be read'),
  'parameters.too.many': new AppError('BAD_REQUEST', 'The request has too many parameters'),
};

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && BODY_ERRORS[type]) return BODY_ERRORS[type];
  if (error instanceof URIError) return new AppError('BAD_REQUEST', 'The URL is not valid');
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError('BAD_REQUEST', 'The request could not be read');
  }
  return undefined;
}

/** Maps every error to the JSON error body; anything unexpected is logged and answered 500 without details. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error);
    if (!appError) logger.error({ err: error, path: req.path }, 'unhandled error');
    const known = appError ?? new AppError('INTERNAL', 'Something went wrong on our side');
    if (res.headersSent) return;
    const { field, needsRefresh } = known.extra;
    const status = STATUS_BY_CODE[known.code];
    const retryAfterSeconds = known.extra.retryAfterSeconds ?? (status === 503 ? UNAVAILABLE_RETRY_SECONDS : undefined);
    if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
    res.status(status).json({
      error: { code: known.code, message: known.message, ...(field ? { field } : {}) },
      ...(needsRefresh ? { needsRefresh: true } : {}),
    });
  };
}

/** Unknown paths under a JSON API answer a JSON 404, never the web app. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No API route ${req.method} ${req.baseUrl}${req.path}`));
};
