import { InlineKeyboard } from 'grammy';
import { miniAppDirectLink } from '@app/shared/links';
import type { Translate } from '../i18n';
import type { BotConfig } from '../services';

/**
 * The Play button of a group: a direct Mini App link (`t.me/<bot>/<app>?startapp=…`), the
 * only way Telegram hands a group's start parameter to the Mini App signed. Without a
 * short name it opens the bot's main Mini App (`t.me/<bot>?startapp=…`).
 */
export function groupPlayKeyboard(
  t: Translate,
  config: BotConfig,
  botUsername: string,
  startParam: string,
): InlineKeyboard {
  const link = miniAppDirectLink(
    {
      telegramBotUsername: config.botUsername ?? botUsername,
      telegramMiniAppShortName: config.miniAppShortName ?? null,
    },
    startParam,
  );
  return new InlineKeyboard().url(t('button.play'), link);
}
