import { Composer } from 'grammy';
import type { BotContext } from '../i18n';
import { playKeyboardFor } from '../keyboards/play';
import { rankedLines } from '../format';
import type { BotConfig, BotServices } from '../services';

const TOP_SIZE = 10;

/** /top: the week's ten best players. */
export function topCommand(config: BotConfig, services: BotServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.command('top', async (ctx) => {
    const top = await services.weeklyTop(TOP_SIZE);
    if (top.length === 0) {
      await ctx.reply(ctx.t('top.empty'), { reply_markup: playKeyboardFor(ctx.chat.type, ctx.t, config) });
      return;
    }
    await ctx.reply(`${ctx.t('top.title')}\n\n${rankedLines(ctx.t, top.slice(0, TOP_SIZE))}`);
  });
  return composer;
}
