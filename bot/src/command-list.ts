import type { BotConfig } from './services';

/** The commands Telegram lists in its menu, in order. */
export const COMMANDS = [
  { command: 'start', description: 'Play the daily NFT challenge' },
  { command: 'today', description: 'Your game today and the next challenge' },
  { command: 'top', description: "This week's leaders" },
  { command: 'points', description: 'Your BWIF points' },
  { command: 'remind', description: 'A daily reminder if you have not played' },
  { command: 'help', description: 'How to play' },
];

/** The commands Telegram lists in groups: playing together, and the daily post (admins). */
export const GROUP_COMMANDS = [
  { command: 'play', description: 'Play today’s NFT with this group' },
  { command: 'top', description: "This week's leaders" },
  { command: 'daily', description: 'Admins: /daily on or off, yesterday’s group results each day' },
];

/** The admin commands (TELEGRAM_ADMIN_IDS), listed after the players' ones in each admin's own chat and /help. */
export const ADMIN_COMMANDS = [
  {
    command: 'maintenance',
    description:
      'Close the game for maintenance, or reopen it: on|off (on 2h Moving servers: expected length, message)',
  },
  { command: 'announce', description: 'Tell every player: a banner and a bot message (off ends it)' },
  { command: 'archive', description: "Archive the week's results now" },
  { command: 'backup', description: 'Back up the leaderboards and the database now' },
  { command: 'stats', description: "Today's players, guesses and wins" },
];

/** Whether the sender is listed in TELEGRAM_ADMIN_IDS. */
export const isListedAdmin = (config: BotConfig, telegramId: number | undefined) =>
  telegramId !== undefined && (config.adminIds?.includes(String(telegramId)) ?? false);
