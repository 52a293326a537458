import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../errors';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { findImage } from './service';

const TokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'The image token is not valid'),
});

/** A year: a token names one rendered variant forever, so it never changes behind the URL. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** /api/secure-images/:token — the round's rendered variants, by opaque token. */
export function secureImageRoutes(): Router {
  const router = Router();
  router.get('/:token', (req, res) => {
    const { token } = parseInput(TokenParams, req.params);
    const image = findImage(ctxOf(res).db, token);
    if (!image) throw new AppError('NOT_FOUND', 'No image with that token');
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('ETag', image.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === image.etag) {
      res.status(304).end();
      return;
    }
    res.type(image.contentType).send(image.bytes);
  });
  return router;
}
