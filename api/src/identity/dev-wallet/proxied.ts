import type { RequestHandler } from 'express';
import { AppError } from '../../errors';

/**
 * The development wallet approves any address, so it answers only a browser on this
 * machine: a request a proxy relayed (it added X-Forwarded-For or Forwarded) may come
 * from anywhere and is refused, whatever TRUST_PROXY says. The middleware of routes
 * with `devWalletLocal` while the development wallet stands in for Xaman.
 */
export const refuseProxiedRequest: RequestHandler = (req, _res, next) => {
  if (req.get('x-forwarded-for') === undefined && req.get('forwarded') === undefined) return next();
  throw new AppError('FORBIDDEN', 'The development wallet does not answer requests that came through a proxy');
};
