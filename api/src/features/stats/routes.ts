import { OptionalWalletQuery } from '@app/shared/schemas/common';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { getPlayerStats } from './service';

/** /api/player/stats: the signed-in player's record. */
export const statsRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/player/stats',
    auth: 'player',
    handler: async (req, res) => {
      const { walletAddress } = parseInput(OptionalWalletQuery, req.query);
      res.json(await getPlayerStats({ ctx: ctxOf(res), input: { walletAddress } }));
    },
  },
];
