import { Composer } from 'grammy';
import { ATTEMPTS_PER_DAY, MINUTE_MS } from '@app/shared/constants';
import type { BotContext, Translate } from '../i18n';
import { playKeyboardFor } from '../keyboards/play';
import type { BotConfig, BotServices, TodayStatus } from '../services';

/** "Next challenge in 2h 30m." from now to the next round, never negative. */
function nextChallengeLine(t: Translate, next: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((next.getTime() - now.getTime()) / MINUTE_MS));
  return t('today.next', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

function statusLine(t: Translate, today: TodayStatus): string {
  if (!today.linked) return t('today.notLinked');
  if (today.won) return t('today.won');
  if (today.attemptsUsed >= ATTEMPTS_PER_DAY) return t('today.outOfAttempts');
  if (today.played) return t('today.attemptsUsed', { used: today.attemptsUsed, attempts: ATTEMPTS_PER_DAY });
  return t('today.notPlayed');
}

/** /today: the time to the next challenge and how the sender did today. */
export function todayCommand(config: BotConfig, services: BotServices, now: () => Date): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.command('today', async (ctx) => {
    if (!ctx.from) return;
    const today = await services.today(String(ctx.from.id));
    const text = `${statusLine(ctx.t, today)}\n${nextChallengeLine(ctx.t, today.nextRoundAt, now())}`;
    await ctx.reply(text, { reply_markup: playKeyboardFor(ctx.chat.type, ctx.t, config) });
  });
  return composer;
}
