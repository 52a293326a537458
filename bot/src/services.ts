import type { RankedName } from '@app/shared/announcements';
import type { Language } from '@app/shared/i18n/languages';
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
  /** The $BWIF balance that makes a holder (the setting HOLDER_MIN). */
  holderMin: number;
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
  /**
   * Notes Telegram's `language_code` of the user's update (the language of what the bot
   * sends them later when they saved none) and answers the player's saved language; null
   * when none is saved or no player has this Telegram account.
   */
  playerLanguage(telegramId: string, telegramLanguage: string | undefined): Promise<string | null>;
  /** The Telegram user started the bot's chat: the bot may write to them first now. */
  chatStarted(telegramId: string): Promise<void>;
  /** Groups the bot plays in; left out, /play in a group only answers with the Play button. */
  groups?: BotGroupServices;
  /** Admin commands; left out, the bot has none. Each re-checks the sender and answers a line of text. */
  admin?: BotAdminServices;
}

/** A group chat as the bot sees it: its id and its title. */
export interface GroupChat {
  chatId: string;
  title: string;
}

/** What the bot tells the game about the groups it is in. */
export interface BotGroupServices {
  /** The bot was added to the group, or someone asked it to /play there: in that member's language, the group's posts'. */
  register(group: GroupChat, language: Language): Promise<void>;
  /** The bot was removed from the group: it and its members are forgotten. */
  forget(chatId: string): Promise<void>;
  /** The bot saw the Telegram user leave the group, or be removed from it: they no longer count for it. */
  memberLeft(chatId: string, telegramId: string): Promise<void>;
  /** The group became a supergroup with another id: its settings and members move. */
  migrate(fromChatId: string, toChatId: string): Promise<void>;
  /** The group's admins turned the daily post of yesterday's results on or off. */
  setDailyPost(group: GroupChat, on: boolean): Promise<void>;
}

/** What /maintenance on may tell the players: a message ('' for none) and how long it should last. */
export interface MaintenanceNotice {
  message: string;
  /** From now; null: undetermined. */
  minutes: number | null;
}

/** What /announce posts: the message, how long it shows (null: until ended) and whether the channel gets it too. */
export interface AnnouncementCommand {
  text: string;
  minutes: number | null;
  toChannel: boolean;
}

/** The admin commands' actions, by the sender's Telegram id. */
export interface BotAdminServices {
  setMaintenance(telegramId: string, on: boolean, notice?: MaintenanceNotice): Promise<string>;
  /** Posts an announcement (a banner, and a message to every player who allows the bot's), replacing the current one. */
  announce(telegramId: string, announcement: AnnouncementCommand): Promise<string>;
  /** Ends the announcement showing now. */
  endAnnouncement(telegramId: string): Promise<string>;
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
  /** The language of the channel's posts, and of a group's whose language is unknown (ANNOUNCE_LANGUAGE); unset: English. */
  announceLanguage?: Language;
  /** Telegram user ids allowed admin commands; unset, only the admin services decide. */
  adminIds?: string[];
  /** The bot's @username (without @) and the Mini App's short name, for links in channels. */
  botUsername?: string;
  miniAppShortName?: string;
}
