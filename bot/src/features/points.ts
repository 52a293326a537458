import { Composer, type Context } from 'grammy';
import { playKeyboardFor } from '../keyboards/play';
import type { BotConfig, BotServices } from '../services';

/** /points: the BWIF points of the sender's linked wallet, or how to link one. */
export function pointsCommand(config: BotConfig, services: BotServices): Composer<Context> {
  const composer = new Composer<Context>();
  composer.command('points', async (ctx) => {
    if (!ctx.from) return;
    const points = await services.points(String(ctx.from.id));
    if (!points) {
      const text = 'Tap Play and connect your wallet in the game to earn and see BWIF points.';
      await ctx.reply(text, { reply_markup: playKeyboardFor(ctx.chat.type, config) });
      return;
    }
    const rank = points.rank ? ` (rank #${points.rank})` : '';
    await ctx.reply(`You have ${points.points} BWIF points${rank}.`);
  });
  return composer;
}
