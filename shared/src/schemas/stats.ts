import { z } from 'zod';
import { Streak } from './streak';

export const WinStreak = Streak.pick({ current: true, best: true });
export type WinStreak = z.infer<typeof WinStreak>;

export const PlayerStats = z.object({
  played: z.number().int(),
  wins: z.number().int(),
  winPercent: z.number().int(),
  /** Days in a row with a finished game, lost ones too: the play streak. */
  streak: Streak,
  /** Days in a row won, ending today or yesterday (a loss or a missed day ends it), and the longest such run. */
  winStreak: WinStreak,
  /** Wins on attempt 1, 2 and 3. */
  distribution: z.array(z.number().int()),
  totalPoints: z.number().int(),
});
export type PlayerStats = z.infer<typeof PlayerStats>;
