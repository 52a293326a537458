import { z } from 'zod';

export const PlayerStats = z.object({
  played: z.number().int(),
  wins: z.number().int(),
  winPercent: z.number().int(),
  /** Consecutive UTC days won, ending today (or yesterday while today is still open). */
  current: z.number().int(),
  longest: z.number().int(),
  /** Wins on attempt 1, 2 and 3. */
  distribution: z.array(z.number().int()),
  totalPoints: z.number().int(),
});
export type PlayerStats = z.infer<typeof PlayerStats>;
