import { z } from 'zod';

const Count = z.number().int().nonnegative();

/**
 * How everyone did on a round: who played it, how many solved it on try 1, 2 and 3, and
 * how many missed (three wrong tries). Never the answer.
 */
export const RoundSpread = z.object({
  players: Count,
  solvedByAttempt: z.tuple([Count, Count, Count]),
  missed: Count,
});
export type RoundSpread = z.infer<typeof RoundSpread>;

/** The path of a round's spread. */
export const roundSpreadPath = (roundId: number) => `/api/rounds/${roundId}/spread`;
