import { Composer } from 'grammy';
import { streakLineMessage, streakTrouble } from '@app/shared/rules/streak-text';
import type { Streak } from '@app/shared/schemas/streak';
import type { BotContext, Translate } from '../i18n';
import { playKeyboardFor } from '../keyboards/play';
import type { BotConfig, BotServices } from '../services';

/** The streak's line (with the shields held), and a warning when it is at risk, kept by shields or was just broken. */
function streakLines(t: Translate, streak: Streak): string[] {
  const trouble = streakTrouble(streak);
  const { id, values } = streakLineMessage(streak);
  const line = t(id, values);
  if (!trouble) return [line];
  return [line, t(`streak.${trouble.kind}`, trouble)];
}

/** /points: the BWIF points and streak of the sender's linked wallet (warning when the streak is at risk), or how to link one. */
export function pointsCommand(config: BotConfig, services: BotServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.command('points', async (ctx) => {
    if (!ctx.from) return;
    const points = await services.points(String(ctx.from.id));
    if (!points) {
      await ctx.reply(ctx.t('points.notLinked'), { reply_markup: playKeyboardFor(ctx.chat.type, ctx.t, config) });
      return;
    }
    const total = points.rank
      ? ctx.t('points.totalRanked', { points: points.points, rank: points.rank })
      : ctx.t('points.total', { points: points.points });
    await ctx.reply([total, ...streakLines(ctx.t, points.streak)].join('\n'));
  });
  return composer;
}
