import type { RequestHandler } from 'express';
import { requirePlayer, requireUser } from '../features/session/service';
import { ctxOf } from './context';

/** The middleware of routes with `auth: 'player'`: 401 without a signed-in player, 403 for a wallet header naming another. */
export const playerOnly: RequestHandler = (_req, res, next) => {
  requirePlayer({ ctx: ctxOf(res) });
  next();
};

/** The middleware of routes with `auth: 'user'`: 401 without a session of a user (a wallet or a linked Telegram account). */
export const userOnly: RequestHandler = (_req, res, next) => {
  requireUser({ ctx: ctxOf(res) });
  next();
};
