import { Composer, type Context } from 'grammy';
import { PRODUCT_NAME } from '@app/shared/constants';
import { startParamOf } from '../keyboards/mini-app-links';
import { playKeyboardFor } from '../keyboards/play';
import type { BotConfig, BotServices } from '../services';

/**
 * /start: a welcome and the Play button; a deep-link payload (/start ref_123) is handed on
 * to the game. A private chat started is noted: the bot may send that player reminders.
 */
export function startCommand(config: BotConfig, services: BotServices): Composer<Context> {
  const composer = new Composer<Context>();
  composer.command('start', async (ctx) => {
    if (ctx.chat.type === 'private' && ctx.from) await services.chatStarted(String(ctx.from.id));
    const name = ctx.from?.first_name ?? 'player';
    const text = `Welcome to ${PRODUCT_NAME}, ${name}! A new blurred NFT every day: tap Play and guess its ID.`;
    // A payload (/start ref_123) becomes ?startapp=ref_123 on the Mini App URL: the name Telegram's direct links use.
    await ctx.reply(text, { reply_markup: playKeyboardFor(ctx.chat.type, config, startParamOf(ctx.match)) });
  });
  return composer;
}
