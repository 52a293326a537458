import { RoundIdParams } from '@app/shared/schemas/archive';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { getRoundSpread } from './service';

/** /api/rounds/:roundId/spread: how everyone did on a round. */
export const spreadRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/rounds/:roundId/spread',
    handler: async (req, res) => {
      const { roundId } = parseInput(RoundIdParams, req.params);
      res.json(await getRoundSpread({ ctx: ctxOf(res), input: roundId }));
    },
  },
];
