import { z } from 'zod';
import { Streak } from './streak';

export const PlayerStats = z.object({
  played: z.number().int(),
  wins: z.number().int(),
  winPercent: z.number().int(),
  streak: Streak,
  /** Wins on attempt 1, 2 and 3. */
  distribution: z.array(z.number().int()),
  totalPoints: z.number().int(),
});
export type PlayerStats = z.infer<typeof PlayerStats>;
