import { z } from 'zod';

/** Every this many days played earn a streak shield. */
export const SHIELD_EVERY_DAYS = 7;
/** The most shields a player holds at once. */
export const SHIELDS_HELD_AT_MOST = 2;

/**
 * Days in a row (UTC) with a finished daily game, won or lost; a missed day is carried
 * over by a shield when one is held. A signed-out player has
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
  /** Shields held now: each carries the streak over one missed day. */
  shields: z.number().int(),
  /** Shields used on the days missed since the last day played (a reminder says so); 0 when none was missed. */
  shieldsUsed: z.number().int(),
});
export type Streak = z.infer<typeof Streak>;

export const NO_STREAK: Streak = { current: 0, best: 0, atRisk: false, broken: 0, shields: 0, shieldsUsed: 0 };
