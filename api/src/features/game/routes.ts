import { Router, type RequestHandler } from 'express';
import { OptionalWalletQuery } from '@app/shared/schemas/common';
import { GameImageQuery, GuessBody } from '@app/shared/schemas/game';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { getCurrentGame, getGameImage, submitGuess } from './service';

/**
 * /api/game: today's round, the player's image and guesses. The hottest routes, so app.ts
 * mounts them ahead of the rest of the API; the guess brings its own body parser and limit.
 */
export function gameRoutes(guess: { jsonBody: RequestHandler; rateLimit: RequestHandler }): Router {
  const router = Router();

  router.get('/current', async (req, res) => {
    const { walletAddress } = parseInput(OptionalWalletQuery, req.query);
    res.json(await getCurrentGame({ ctx: ctxOf(res), walletAddress }));
  });

  router.get('/image', async (req, res) => {
    const input = parseInput(GameImageQuery, req.query);
    res.json(await getGameImage({ ctx: ctxOf(res), input }));
  });

  router.post('/guess', guess.jsonBody, guess.rateLimit, async (req, res) => {
    const input = parseInput(GuessBody, req.body);
    res.json(await submitGuess({ ctx: ctxOf(res), input }));
  });

  return router;
}
