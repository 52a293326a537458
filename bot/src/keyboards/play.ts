import { InlineKeyboard } from 'grammy';
import type { BotConfig } from '../services';

export const miniAppUrl = (config: BotConfig, startParam?: string) =>
  `${config.publicUrl}/telegram${startParam ? `?startapp=${encodeURIComponent(startParam)}` : ''}`;

/** The Play button of private chats: opens the Mini App inside Telegram. */
export function playKeyboard(config: BotConfig, startParam?: string): InlineKeyboard {
  return new InlineKeyboard().webApp('Play', miniAppUrl(config, startParam));
}

/**
 * Channels cannot show web_app buttons: a URL button opens the Mini App through the bot's
 * direct link when it is known, else the bot, else the web site.
 */
export function channelPlayKeyboard(config: BotConfig): InlineKeyboard {
  const url =
    config.botUsername && config.miniAppShortName
      ? `https://t.me/${config.botUsername}/${config.miniAppShortName}`
      : config.botUsername
        ? `https://t.me/${config.botUsername}?start=play`
        : miniAppUrl(config);
  return new InlineKeyboard().url('Play now', url);
}
