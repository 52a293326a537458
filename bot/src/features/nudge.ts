import { Composer } from 'grammy';
import type { BotContext } from '../i18n';
import { playKeyboard } from '../keyboards/play';
import type { BotConfig } from '../services';

/** The catch-all, installed last: any other private message gets a nudge towards Play. */
export function playNudge(config: BotConfig): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.chatType('private').on('message', async (ctx) => {
    await ctx.reply(ctx.t('nudge.text'), { reply_markup: playKeyboard(ctx.t, config) });
  });
  return composer;
}
