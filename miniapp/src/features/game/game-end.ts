import type { ReactNode } from 'react';
import type { GuessResult } from '@app/shared/schemas/game';

/** The game that just ended in this session: the final guess's answer and what the dialog and share need. */
export interface GameEnd {
  result: GuessResult;
  roundNumber: number;
  attemptResults: boolean[];
  /** The blurred image the player last saw, shown on a loss. */
  lastImageUrl: string;
}

/** The ad offer the page puts in the result dialog: the dialog steps aside while the ad plays. */
export type AdSlot = (flow: {
  roundId: number;
  onBeforeAd: () => void;
  onAfterAd: (rewarded: boolean) => void;
}) => ReactNode;
