import { Composer } from 'grammy';
import { PRODUCT_NAME } from '@app/shared/constants';
import type { BotContext } from '../i18n';
import { startParamOf } from '../keyboards/mini-app-links';
import { playKeyboardFor } from '../keyboards/play';
import type { BotConfig, BotServices } from '../services';

/**
 * /start: a welcome and the Play button; a deep-link payload (/start ref_123) is handed on
 * to the game. A private chat started is noted: the bot may send that player reminders.
 */
export function startCommand(config: BotConfig, services: BotServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.command('start', async (ctx) => {
    if (ctx.chat.type === 'private' && ctx.from) await services.chatStarted(String(ctx.from.id));
    const name = ctx.from?.first_name ?? ctx.t('start.player');
    const text = ctx.t('start.welcome', { product: PRODUCT_NAME, name });
    // A payload (/start ref_123) becomes ?startapp=ref_123 on the Mini App URL: the name Telegram's direct links use.
    await ctx.reply(text, { reply_markup: playKeyboardFor(ctx.chat.type, ctx.t, config, startParamOf(ctx.match)) });
  });
  return composer;
}
