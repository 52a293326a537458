import { z } from 'zod';

/**
 * Days in a row (UTC) with a finished daily game, won or lost. A signed-out player has
 * the same shape with zeros, so no client branches on its absence.
 */
export const Streak = z.object({
  /** The run ending today or yesterday; 0 once a day was missed. */
  current: z.number().int(),
  best: z.number().int(),
  /** The run lives on from yesterday, but today's game is not finished: it ends at 00:00 UTC unless played. */
  atRisk: z.boolean(),
  /** The length of the run a missed day ended, while it is news (no streak now, or one begun today); else 0. */
  broken: z.number().int(),
});
export type Streak = z.infer<typeof Streak>;

export const NO_STREAK: Streak = { current: 0, best: 0, atRisk: false, broken: 0 };
