import { OptionalWalletQuery } from '@app/shared/schemas/common';
import { GameImageQuery, GuessBody } from '@app/shared/schemas/game';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { getCurrentGame, getGameImage, submitGuess } from './service';

/** /api/game: today's round, the player's image and guesses; the hottest routes after the images. */
export const gameRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/game/current',
    handler: async (req, res) => {
      const { walletAddress } = parseInput(OptionalWalletQuery, req.query);
      res.json(await getCurrentGame({ ctx: ctxOf(res), input: { walletAddress } }));
    },
  },
  {
    method: 'get',
    path: '/api/game/image',
    handler: async (req, res) => {
      const input = parseInput(GameImageQuery, req.query);
      res.json(await getGameImage({ ctx: ctxOf(res), input }));
    },
  },
  {
    method: 'post',
    path: '/api/game/guess',
    auth: 'player',
    jsonBody: true,
    rateLimit: 'guesses',
    handler: async (req, res) => {
      const input = parseInput(GuessBody, req.body);
      res.json(await submitGuess({ ctx: ctxOf(res), input }));
    },
  },
];
