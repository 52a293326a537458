import type { Translate } from './i18n';
import type { BotConfig } from './services';

const PLAYER_COMMANDS = ['start', 'today', 'top', 'points', 'remind', 'help'] as const;
const GROUP_COMMANDS = ['play', 'top', 'daily'] as const;

const described = (t: Translate, commands: ReadonlyArray<(typeof PLAYER_COMMANDS | typeof GROUP_COMMANDS)[number]>) =>
  commands.map((command) => ({ command, description: t(`command.${command}`) }));

/** The commands Telegram lists in its menu, in order. */
export const playerCommands = (t: Translate) => described(t, PLAYER_COMMANDS);

/** The commands Telegram lists in groups: playing together, and the daily post (admins). */
export const groupCommandList = (t: Translate) => described(t, GROUP_COMMANDS);

/** The admin commands (TELEGRAM_ADMIN_IDS), in English (only the operators read them), listed after the players' ones in each admin's own chat and /help. */
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
