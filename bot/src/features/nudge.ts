import { Composer, type Context } from 'grammy';
import { playKeyboard } from '../keyboards/play';
import type { BotConfig } from '../services';

/** The catch-all, installed last: any other private message gets a nudge towards Play. */
export function playNudge(config: BotConfig): Composer<Context> {
  const composer = new Composer<Context>();
  composer.chatType('private').on('message', async (ctx) => {
    await ctx.reply("Tap Play to guess today's NFT, or /help to learn more.", { reply_markup: playKeyboard(config) });
  });
  return composer;
}
