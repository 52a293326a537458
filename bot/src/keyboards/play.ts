import { InlineKeyboard } from 'grammy';
import type { Translate } from '../i18n';
import type { BotConfig } from '../services';
import { miniAppLink, miniAppUrl } from './mini-app-links';

/** The Play button of private chats: opens the Mini App inside Telegram. */
export function playKeyboard(t: Translate, config: BotConfig, startParam?: string): InlineKeyboard {
  return new InlineKeyboard().webApp(t('button.play'), miniAppUrl(config, startParam));
}

/** Channels and groups refuse web_app buttons: a URL button opens the game there. */
export function linkPlayKeyboard(label: string, config: BotConfig, startParam?: string): InlineKeyboard {
  return new InlineKeyboard().url(label, miniAppLink(config, startParam));
}

/** The right Play button for the chat a reply goes to. */
export function playKeyboardFor(
  chatType: string | undefined,
  t: Translate,
  config: BotConfig,
  startParam?: string,
): InlineKeyboard {
  return chatType === 'private'
    ? playKeyboard(t, config, startParam)
    : linkPlayKeyboard(t('button.play'), config, startParam);
}
