import { ArchiveQuery, PracticeGuessBody, RoundIdParams, RoundNumberParams } from '@app/shared/schemas/archive';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { sendWithCookie } from '../../identity/session/cookie';
import { listPastRounds, pastRoundByNumber } from './list';
import { getPracticeRound, submitPracticeGuess } from './play';

/** /api/archive: past rounds with the player's (or the visitor's) result, one by its number, and practice play of one. */
export const practiceRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/archive',
    handler: async (req, res) => {
      const input = parseInput(ArchiveQuery, req.query);
      res.json(await listPastRounds({ ctx: ctxOf(res), input }));
    },
  },
  {
    method: 'get',
    path: '/api/archive/number/:roundNumber',
    handler: async (req, res) => {
      const { roundNumber } = parseInput(RoundNumberParams, req.params);
      res.json(await pastRoundByNumber({ ctx: ctxOf(res), input: roundNumber }));
    },
  },
  {
    method: 'get',
    path: '/api/archive/:roundId',
    handler: async (req, res) => {
      const { roundId } = parseInput(RoundIdParams, req.params);
      res.json(await getPracticeRound({ ctx: ctxOf(res), input: roundId }));
    },
  },
  {
    method: 'post',
    path: '/api/archive/:roundId/guess',
    // Open to visitors: practice is theirs by their browser's session, counted by it (or by address without one).
    jsonBody: true,
    rateLimit: 'guesses',
    handler: async (req, res) => {
      const { roundId } = parseInput(RoundIdParams, req.params);
      const { guess } = parseInput(PracticeGuessBody, req.body);
      sendWithCookie(res, await submitPracticeGuess({ ctx: ctxOf(res), input: { roundId, guess } }));
    },
  },
];
