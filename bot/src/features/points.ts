import { Composer, type Context } from 'grammy';
import { streakLine, streakStanding } from '@app/shared/rules/streak-text';
import { playKeyboardFor } from '../keyboards/play';
import type { BotConfig, BotServices } from '../services';

/** /points: the BWIF points and streak of the sender's linked wallet (warning when the streak is at risk), or how to link one. */
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
    const standing = streakStanding(points.streak);
    const lines = [`You have ${points.points} BWIF points${rank}.`, streakLine(points.streak), standing?.text];
    await ctx.reply(lines.filter(Boolean).join('\n'));
  });
  return composer;
}
