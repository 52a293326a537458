import type { RequestHandler, Router } from 'express';
import { OptionalWalletQuery } from '@app/shared/schemas/common';
import { GameImageQuery, GuessBody } from '@app/shared/schemas/game';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { getCurrentGame, getGameImage, submitGuess } from './service';

export interface GameRouteMiddleware {
  /** What every game route runs first: the request context and the maintenance gate. */
  before: RequestHandler[];
  /** The guess's own body parser and rate limit. */
  jsonBody: RequestHandler;
  rateLimit: RequestHandler;
}

/**
 * /api/game: today's round, the player's image and guesses. The hottest routes after the
 * images, so app.ts registers them on the app itself, each under its whole path: a
 * request meets only the middleware it needs and no nested router.
 */
export function addGameRoutes(app: Router, { before, jsonBody, rateLimit }: GameRouteMiddleware): void {
  app.get('/api/game/current', ...before, async (req, res) => {
    const { walletAddress } = parseInput(OptionalWalletQuery, req.query);
    res.json(await getCurrentGame({ ctx: ctxOf(res), walletAddress }));
  });

  app.get('/api/game/image', ...before, async (req, res) => {
    const input = parseInput(GameImageQuery, req.query);
    res.json(await getGameImage({ ctx: ctxOf(res), input }));
  });

  app.post('/api/game/guess', ...before, jsonBody, rateLimit, async (req, res) => {
    const input = parseInput(GuessBody, req.body);
    res.json(await submitGuess({ ctx: ctxOf(res), input }));
  });
}
