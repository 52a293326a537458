/** What the bot needs from the game; the api implements it, so the bot holds no SQL. */
export interface BotServices {
  /** Time to the next challenge and how this Telegram user did today. */
  today(telegramId: string): Promise<{ nextRoundAt: Date; linked: boolean; played: boolean; won: boolean; attemptsUsed: number }>;
  /** The week's leaders, best first. */
  weeklyTop(limit: number): Promise<RankedName[]>;
  /** All-time BWIF points of the user's linked wallet; null when no wallet is linked. */
  points(telegramId: string): Promise<{ points: number; rank: number | null } | null>;
  /** Admin commands; each checks the Telegram id itself and answers a line of text. */
  admin: {
    setMaintenance(telegramId: string, on: boolean): Promise<string>;
    archiveWeek(telegramId: string): Promise<string>;
    backup(telegramId: string): Promise<string>;
    stats(telegramId: string): Promise<string>;
  };
}

export interface RankedName {
  rank: number;
  name: string;
  points: number;
}

export interface BotConfig {
  token: string;
  /** Where players reach the site; the Mini App lives at /telegram. */
  publicUrl: string;
  /** A local Bot API for tests. */
  apiRoot?: string;
  announceChatId?: string;
  /** The bot's @username and the Mini App's short name, for direct links in channels. */
  botUsername?: string;
  miniAppShortName?: string;
}

export interface WeeklyResults {
  weekStart: string;
  weekEnd: string;
  top: RankedName[];
  holdersTop: RankedName[];
  raffle: { seed: string; winners: Array<{ name: string; walletAddress: string }> } | null;
}

export interface BotLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}
