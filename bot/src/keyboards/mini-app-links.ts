import { miniAppDirectLink, telegramBotLink } from '@app/shared/links';
import type { BotConfig } from '../services';

/** Start payloads Telegram itself allows in deep links; anything else is dropped. */
const START_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

/** A deep-link payload safe to pass on, or undefined. */
export function startParamOf(payload: string | undefined): string | undefined {
  const trimmed = payload?.trim();
  return trimmed && START_PARAM.test(trimmed) ? trimmed : undefined;
}

/** The Mini App page; a start payload rides along as `startapp`, the name Telegram's direct links use. */
export function miniAppUrl(config: BotConfig, startParam?: string): string {
  const base = `${config.publicUrl.replace(/\/+$/, '')}/telegram`;
  return startParam ? `${base}?startapp=${encodeURIComponent(startParam)}` : base;
}

/**
 * A plain link that opens the game from any chat: the bot's direct Mini App link when it
 * is known, else the bot itself, else the web page.
 */
export function miniAppLink(config: BotConfig, startParam?: string): string {
  const { botUsername, miniAppShortName } = config;
  if (botUsername && miniAppShortName)
    return miniAppDirectLink(
      { telegramBotUsername: botUsername, telegramMiniAppShortName: miniAppShortName },
      startParam,
    );
  if (botUsername)
    return `${telegramBotLink({ telegramBotUsername: botUsername })}?start=${encodeURIComponent(startParam ?? 'play')}`;
  return miniAppUrl(config, startParam);
}
