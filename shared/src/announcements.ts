/** A ranked name on a board: the week's leaders, or an announced result. */
export interface RankedName {
  rank: number;
  name: string;
  points: number;
}

/** The week that just closed, as the weekly archive hands it to the announcer. */
export interface WeeklyResults {
  weekStart: string;
  weekEnd: string;
  top: RankedName[];
  holdersTop: RankedName[];
  raffle: { seed: string; winners: Array<{ name: string; walletAddress: string }> } | null;
}

/** Where the server's news goes: the announcement chat, or nowhere. */
export interface Announcer {
  weeklyResults(results: WeeklyResults): Promise<void>;
  newChallenge(roundNumber: number, throwback: boolean): Promise<void>;
}
