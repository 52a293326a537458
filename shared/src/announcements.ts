import type { InsightsDigest } from './schemas/insights';

/** A ranked name on a board: the week's leaders, or an announced result. */
export interface RankedName {
  rank: number;
  name: string;
  points: number;
}

/** The period that just closed (a week, or up to a forced archive), as the weekly archive hands it to the announcer. */
export interface WeeklyResults {
  periodId: number;
  weekStart: string;
  weekEnd: string;
  top: RankedName[];
  holdersTop: RankedName[];
}

/** A period's raffle, drawn from a ledger's hash. */
export interface RaffleDrawn {
  periodId: number;
  weekStart: string;
  weekEnd: string;
  ledgerIndex: number;
  ledgerHash: string;
  /** The offline ledger's stand-in hash, not the XRPL's. */
  standIn: boolean;
  entrants: number;
  winners: Array<{ name: string; walletAddress: string; prizeDrops: string }>;
}

/** A winner's prize, paid and confirmed on the ledger. */
export interface RafflePaid {
  periodId: number;
  weekStart: string;
  weekEnd: string;
  name: string;
  walletAddress: string;
  prizeDrops: string;
  txHash: string;
  /** The transaction on the explorer. */
  explorerUrl: string;
}

/** A period whose winners are not all paid 48 hours after the draw: told to the admins. */
export interface RaffleUnpaid {
  periodId: number;
  weekStart: string;
  weekEnd: string;
  unpaid: Array<{ name: string; walletAddress: string; prizeDrops: string }>;
}

/** The day's new round, as the channel is told of it at 00:00. */
export interface NewChallenge {
  roundNumber: number;
  throwback: boolean;
  /** The round's commitment, posted where the operator cannot edit it afterwards; null for a round without one. */
  commitment: string | null;
}

/** Where the server's news goes: the announcement chat, or nowhere. */
export interface Announcer {
  weeklyResults(results: WeeklyResults): Promise<void>;
  raffleDrawn(draw: RaffleDrawn): Promise<void>;
  rafflePaid(payment: RafflePaid): Promise<void>;
  /** Sent to the admins, not the announcement chat. */
  raffleUnpaid(reminder: RaffleUnpaid): Promise<void>;
  /** The week's insights, sent to the admins with a button to the Insights page. */
  insightsDigest(digest: InsightsDigest): Promise<void>;
  newChallenge(challenge: NewChallenge): Promise<void>;
  /** The admin's announcement, as written. */
  announcement(text: string): Promise<void>;
}
