import { RoundIdParams } from '@app/shared/schemas/archive';
import { CommitmentsQuery } from '@app/shared/schemas/fairness';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { getRoundProof, listRoundCommitments } from './service';

/** /api/rounds: each round's commitment, and its proof once it is over, for anyone to check. */
export const fairnessRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/rounds/commitments',
    handler: async (req, res) => {
      const input = parseInput(CommitmentsQuery, req.query);
      res.json(await listRoundCommitments({ ctx: ctxOf(res), input }));
    },
  },
  {
    method: 'get',
    path: '/api/rounds/:roundId/proof',
    handler: async (req, res) => {
      const { roundId } = parseInput(RoundIdParams, req.params);
      res.json(await getRoundProof({ ctx: ctxOf(res), input: roundId }));
    },
  },
];
