import { Composer } from 'grammy';
import type { Reminder } from '@app/shared/schemas/retention';
import { formatHourOfDay } from '@app/shared/rules/time';
import type { BotContext } from '../i18n';
import { STOP_REMINDERS } from '../keyboards/reminder';
import { playKeyboardFor } from '../keyboards/play';
import type { BotConfig, BotServices } from '../services';

/** "UTC", "UTC+2", "UTC-3:30". */
function zoneName(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const minutes = Math.abs(offsetMinutes);
  const rest = minutes % 60;
  return `UTC${sign}${Math.floor(minutes / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The reminder as the player reads it: its hour in their language's way of writing a time. */
function describe({ t, language }: BotContext, reminder: Reminder): string {
  if (!reminder.enabled) return t('remind.off');
  return t('remind.on', { time: formatHourOfDay(reminder.hour, language), zone: zoneName(reminder.utcOffsetMinutes) });
}

/** What `/remind <argument>` asks for: on (at an hour, or the one chosen before), off, or nothing valid. */
function parse(argument: string): { enabled: boolean; hour?: number } | null {
  const text = argument.trim().toLowerCase();
  if (text === '' || text === 'on') return { enabled: true };
  if (text === 'off' || text === 'stop') return { enabled: false };
  if (!/^\d{1,2}$/.test(text) || Number(text) > 23) return null;
  return { enabled: true, hour: Number(text) };
}

/**
 * /remind turns the daily reminder on (at the hour the player chose in the game, or the
 * one given: `/remind 18`, in the time zone the game last saw), `/remind off` turns it
 * off, and a reminder's "Stop reminders" button too.
 */
export function remindCommand(config: BotConfig, services: BotServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.chatType('private').command('remind', async (ctx) => {
    const change = parse(ctx.match);
    if (!change) return void (await ctx.reply(ctx.t('remind.usage')));
    const reminder = await services.setReminder(String(ctx.from.id), change);
    if (!reminder) {
      return void (await ctx.reply(ctx.t('remind.notAPlayer'), {
        reply_markup: playKeyboardFor('private', ctx.t, config),
      }));
    }
    await ctx.reply(describe(ctx, reminder));
  });
  composer.callbackQuery(STOP_REMINDERS, async (ctx) => {
    await services.setReminder(String(ctx.from.id), { enabled: false });
    await ctx.answerCallbackQuery({ text: ctx.t('remind.offShort') });
    if (ctx.chat) await ctx.reply(ctx.t('remind.off'));
  });
  return composer;
}
