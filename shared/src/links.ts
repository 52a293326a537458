import type { PublicConfig } from './schemas/config';

/** Telegram's own link root; the bot and Mini App names that follow it are settings. */
const TELEGRAM_LINKS = 'https://t.me/';

/** The bot's chat. */
export function telegramBotLink(config: Pick<PublicConfig, 'telegramBotUsername'>): string {
  return `${TELEGRAM_LINKS}${config.telegramBotUsername}`;
}

/**
 * A link that opens the Mini App from anywhere in Telegram: by its short name when it has
 * one, else the bot's main Mini App; `startParam` reaches it as `startapp`.
 */
export function miniAppDirectLink(
  config: Pick<PublicConfig, 'telegramBotUsername' | 'telegramMiniAppShortName'>,
  startParam?: string,
): string {
  const app = config.telegramMiniAppShortName ? `/${config.telegramMiniAppShortName}` : '';
  const query = startParam ? `?startapp=${encodeURIComponent(startParam)}` : '';
  return `${telegramBotLink(config)}${app}${query}`;
}

/** The path (for Telegram's openTelegramLink) that lets the user pick a group to add the bot to. */
export function addBotToGroupPath(config: Pick<PublicConfig, 'telegramBotUsername'>): string {
  return `/${config.telegramBotUsername}?startgroup=play`;
}

/** An account's page on the configured explorer. */
export function explorerAccountLink(links: Pick<PublicConfig['links'], 'explorer'>, address: string): string {
  return `${links.explorer}/accounts/${address}`;
}

/** Telegram's share link (`t.me/share/url`) as the path openTelegramLink takes: the chat picker with the link and text. */
export function telegramSharePath(url: string, text: string): string {
  return `/share/url?${new URLSearchParams({ url, text }).toString()}`;
}
