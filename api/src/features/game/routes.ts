import { Router, type RequestHandler } from 'express';
import { OptionalWalletQuery } from '@app/shared/schemas/common';
import { GameImageQuery, GuessBody } from '@app/shared/schemas/game';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { getCurrentGame, getGameImage, submitGuess } from './service';

/** POST /api/game/guess: the hottest route, so app.ts mounts it ahead of the others. */
export const guessHandler: RequestHandler = async (req, res) => {
  const input = parseInput(GuessBody, req.body);
  res.json(await submitGuess({ ctx: ctxOf(res), input }));
};

/** /api/game — today's round and the player's image. */
export function gameRoutes(): Router {
  const router = Router();

  router.get('/current', async (req, res) => {
    const { walletAddress } = parseInput(OptionalWalletQuery.passthrough(), req.query);
    res.json(await getCurrentGame({ ctx: ctxOf(res), walletAddress }));
  });

  router.get('/image', async (req, res) => {
    const input = parseInput(GameImageQuery, req.query);
    res.json(await getGameImage({ ctx: ctxOf(res), input }));
  });

  return router;
}
