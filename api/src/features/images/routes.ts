import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../../errors';
import type { Database } from '@app/db/database';
import type { Route } from '../../http/route';
import { findImage, rememberedImage, type ServedImage } from './store';
import { whenSettled } from '../../http/when-settled';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A year: a token names one rendered variant forever, so the bytes never change behind the URL. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** If-None-Match uses the weak comparison: `W/` is ignored, and `*` matches any existing image. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * A round's rendered variants, by opaque token. The headers are written in one call and
 * the bytes sent as they are: Express's send() would look the type up, check freshness
 * and measure the body again on every request.
 */
function serveSecureImage(db: Database): RequestHandler {
  return (req, res, next) => {
    const { token } = req.params;
    if (typeof token !== 'string' || !TOKEN.test(token))
      throw new AppError('BAD_REQUEST', 'The image token is not valid', { field: 'token' });
    const image = rememberedImage(db, token) ?? findImage(db, token);
    whenSettled(
      image,
      (found) => {
        if (!found) throw new AppError('NOT_FOUND', 'No image with that token');
        send(req, res, found);
      },
      next,
    );
  };
}

function send(req: Request, res: Response, image: ServedImage): void {
  const validators = { 'Cache-Control': CACHE_CONTROL, ETag: image.etag };
  if (matches(req.headers['if-none-match'], image.etag)) {
    res.writeHead(304, validators).end();
    return;
  }
  res
    .writeHead(200, {
      ...validators,
      'Content-Type': image.contentType,
      'Content-Length': image.bytes.length,
      'X-Content-Type-Options': 'nosniff',
    })
    .end(image.bytes);
}

/**
 * GET /api/secure-images/:token, the busiest route: it needs no request context, no
 * maintenance gate and no header middleware (it writes nosniff itself; an image runs no script).
 */
export function imageRoutes(db: Database): Route[] {
  return [
    {
      method: 'get',
      path: '/api/secure-images/:token',
      handler: serveSecureImage(db),
      context: false,
      openDuringMaintenance: true,
      headers: false,
    },
  ];
}
