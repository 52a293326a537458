import type { ReactNode } from 'react';

/** The ad offer the page puts in the result dialog: the dialog steps aside while the ad plays. */
export type AdSlot = (flow: {
  roundId: number;
  onBeforeAd: () => void;
  onAfterAd: (rewarded: boolean) => void;
}) => ReactNode;
