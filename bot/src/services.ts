import type { RankedName } from '@app/shared/announcements';
import type { Streak } from '@app/shared/schemas/streak';
import type { Reminder } from '@app/shared/schemas/retention';

/** How a Telegram user's game stands today. */
export interface TodayStatus {
  nextRoundAt: Date;
  played: boolean;
  won: boolean;
  attemptsUsed: number;
  linked: boolean;
}

/** What the bot needs from the game; the api implements it, so the bot holds no SQL. */
export interface BotServices {
  /** Time to the next challenge and whether this Telegram user (by id) has played/won today. */
  today(telegramId: string): Promise<TodayStatus>;
  /** The week's top players, best first. */
  weeklyTop(limit: number): Promise<RankedName[]>;
  /** BWIF points and the streak of days played of the Telegram user's linked wallet, or null when no wallet is linked. */
  points(telegramId: string): Promise<{ points: number; rank: number | null; streak: Streak } | null>;
  /**
   * Turns the Telegram user's daily reminder on or off (at `hour` in the time zone the game
   * last saw, else the hour chosen before); null when no player has this Telegram account.
   */
  setReminder(telegramId: string, change: { enabled: boolean; hour?: number }): Promise<Reminder | null>;
  /** The Telegram user started the bot's chat: the bot may write to them first now. */
  chatStarted(telegramId: string): Promise<void>;
  /** Admin commands; left out, the bot has none. Each re-checks the sender and answers a line of text. */
  admin?: BotAdminServices;
}

/** The admin commands' actions, by the sender's Telegram id. */
export interface BotAdminServices {
  setMaintenance(telegramId: string, on: boolean): Promise<string>;
  archiveWeek(telegramId: string): Promise<string>;
  backup(telegramId: string): Promise<string>;
  stats(telegramId: string): Promise<string>;
}

export interface BotConfig {
  token: string;
  /** Where players reach the site; the Mini App lives at /telegram. */
  publicUrl: string;
  /** Another Bot API server (a local one in tests). */
  apiRoot?: string;
  /** The channel or group for announcements; unset, nothing is announced. */
  announceChatId?: string;
  /** Telegram user ids allowed admin commands; unset, only the admin services decide. */
  adminIds?: string[];
  /** The bot's @username (without @) and the Mini App's short name, for links in channels. */
  botUsername?: string;
  miniAppShortName?: string;
}
