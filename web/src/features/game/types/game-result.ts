import type { RankChange, RevealedNft } from '@app/shared/schemas/game';

/** What the end-of-game dialog shows. */
export interface GameResult {
  success: boolean;
  points: number;
  roundNumber: number;
  attemptResults: boolean[];
  throwbackThursday: boolean;
  nft: RevealedNft | null;
  /** The move on the weekly board a win made; null for a loss. */
  rankChange: RankChange | null;
  /** The blurred image the player last saw, shown on a loss. */
  lastImageUrl: string;
}
