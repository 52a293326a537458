import type { PlayerMessage } from '../guess-failure';
import { ARCHIVE_COPY } from './archive-copy';

/** The practice page's own words, on both front ends (apart from the archive's, so the first screen does not carry them). */
export const PRACTICE_COPY = {
  next: 'Next puzzle',
  share: 'Share practice result',
  guestNote: {
    web: 'Playing as a guest: your practice stays in this browser and moves to your wallet when you sign in.',
    telegram:
      'Playing without a wallet: your practice stays with your Telegram account and moves to your wallet when you connect it.',
  },
} as const;

/** What the newest past puzzle's page says while it cannot open it: none yet, or the archive did not load. */
export function latestPuzzleFailure({ empty, failed }: { empty: boolean; failed: boolean }): PlayerMessage | null {
  if (empty) return { title: 'No past puzzles yet', description: ARCHIVE_COPY.empty };
  return failed ? { title: 'Puzzle not loaded', description: ARCHIVE_COPY.roundLoadFailed } : null;
}
