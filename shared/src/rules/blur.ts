import { ATTEMPTS_PER_DAY } from '../constants';

export const BLUR_LEVELS = ['high', 'medium', 'low', 'none'] as const;
export type BlurLevel = (typeof BLUR_LEVELS)[number];

/** Gaussian sigma applied to a 512 px image for each level. */
export const BLUR_SIGMA: Record<Exclude<BlurLevel, 'none'>, number> = {
  high: 28,
  medium: 14,
  low: 6,
};

/**
 * The blur a player sees: high before the first attempt, then clearer with each wrong
 * guess; none once the game is over.
 */
export function blurFor(attemptsUsed: number, gameOver: boolean): BlurLevel {
  if (gameOver) return 'none';
  const index = Math.min(Math.max(attemptsUsed, 0), ATTEMPTS_PER_DAY - 1);
  return BLUR_LEVELS[index]!;
}
