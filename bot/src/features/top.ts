import { Composer, type Context } from 'grammy';
import { playKeyboardFor } from '../keyboards/play';
import { rankedLines } from '../format';
import type { BotConfig, BotServices } from '../services';

const TOP_SIZE = 10;

/** /top: the week's ten best players. */
export function topCommand(config: BotConfig, services: BotServices): Composer<Context> {
  const composer = new Composer<Context>();
  composer.command('top', async (ctx) => {
    const top = await services.weeklyTop(TOP_SIZE);
    if (top.length === 0) {
      await ctx.reply('No scores this week yet. Be the first!', {
        reply_markup: playKeyboardFor(ctx.chat.type, config),
      });
      return;
    }
    await ctx.reply(`This week's top players\n\n${rankedLines(top.slice(0, TOP_SIZE))}`);
  });
  return composer;
}
