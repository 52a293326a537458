import { InlineKeyboard } from 'grammy';
import type { BotConfig } from '../services';
import { miniAppLink, miniAppUrl } from './mini-app-links';

const PLAY = 'Play';

/** The Play button of private chats: opens the Mini App inside Telegram. */
export function playKeyboard(config: BotConfig, startParam?: string): InlineKeyboard {
  return new InlineKeyboard().webApp(PLAY, miniAppUrl(config, startParam));
}

/** Channels and groups refuse web_app buttons: a URL button opens the game there. */
export function linkPlayKeyboard(config: BotConfig, text = PLAY, startParam?: string): InlineKeyboard {
  return new InlineKeyboard().url(text, miniAppLink(config, startParam));
}

/** The right Play button for the chat a reply goes to. */
export function playKeyboardFor(chatType: string | undefined, config: BotConfig, startParam?: string): InlineKeyboard {
  return chatType === 'private' ? playKeyboard(config, startParam) : linkPlayKeyboard(config, PLAY, startParam);
}
