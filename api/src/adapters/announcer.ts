/** A ranked name on an announced board. */
export interface AnnouncedPlace {
  rank: number;
  name: string;
  points: number;
}

export interface WeeklyResults {
  weekStart: string;
  weekEnd: string;
  top: AnnouncedPlace[];
  holdersTop: AnnouncedPlace[];
  raffle: { seed: string; winners: Array<{ name: string; walletAddress: string }> } | null;
}

/** Where the server's news goes: the Telegram announcement chat, or nowhere when the bot is off. */
export interface Announcer {
  weeklyResults(results: WeeklyResults): Promise<void>;
  newChallenge(roundNumber: number, throwback: boolean): Promise<void>;
}

export const noopAnnouncer: Announcer = {
  weeklyResults: async () => {},
  newChallenge: async () => {},
};
