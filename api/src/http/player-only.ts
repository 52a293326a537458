import type { RequestHandler } from 'express';
import { requirePlayer } from '../features/session/service';
import { ctxOf } from './context';

/** The middleware of routes with `auth: 'player'`: 401 without a signed-in player, 403 for a wallet header naming another. */
export const playerOnly: RequestHandler = (_req, res, next) => {
  requirePlayer({ ctx: ctxOf(res) });
  next();
};
