import { Composer, type Context } from 'grammy';
import { ATTEMPTS_PER_DAY, MINUTE_MS } from '@app/shared/constants';
import { playKeyboardFor } from '../keyboards/play';
import type { BotConfig, BotServices, TodayStatus } from '../services';

/** "2h 30m" from now to the next round, never negative. */
function timeUntil(next: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((next.getTime() - now.getTime()) / MINUTE_MS));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

function statusLine(today: TodayStatus): string {
  if (!today.linked) return 'Link your wallet in the game to track your progress.';
  if (today.won) return "You solved today's challenge.";
  if (today.attemptsUsed >= ATTEMPTS_PER_DAY) return 'You used all your attempts today. Better luck tomorrow!';
  if (today.played) return `You have used ${today.attemptsUsed} of ${ATTEMPTS_PER_DAY} attempts today.`;
  return 'You have not played today yet.';
}

/** /today: the time to the next challenge and how the sender did today. */
export function todayCommand(config: BotConfig, services: BotServices, now: () => Date): Composer<Context> {
  const composer = new Composer<Context>();
  composer.command('today', async (ctx) => {
    if (!ctx.from) return;
    const today = await services.today(String(ctx.from.id));
    const text = `${statusLine(today)}\nNext challenge in ${timeUntil(today.nextRoundAt, now())}.`;
    await ctx.reply(text, { reply_markup: playKeyboardFor(ctx.chat.type, config) });
  });
  return composer;
}
