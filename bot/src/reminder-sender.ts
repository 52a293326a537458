import { GrammyError, type Api } from 'grammy';
import { playStreak } from '@app/shared/rules/streak-text';
import { reminderKeyboard } from './keyboards/reminder';
import { consoleLogger, type BotLogger } from './logger';
import type { BotConfig } from './services';

/** How one reminder went: sent, refused because the player blocked the bot, or failed otherwise. */
type ReminderOutcome = 'sent' | 'blocked' | 'failed';

/** Sends the daily reminders, one chat at a time. */
export interface ReminderSender {
  remind(telegramId: string, streak: number): Promise<ReminderOutcome>;
}

/** The reminder's text; a player with no streak to keep is only told the NFT is waiting. */
export function reminderText(streak: number): string {
  return streak > 0 ? `Today's NFT is waiting. Keep your ${playStreak(streak)}.` : "Today's NFT is waiting.";
}

/**
 * Reminders through the bot's API, so its throttle and its 429 retries apply. A 403 (the
 * player blocked the bot) is answered 'blocked'; any other failure is logged, never thrown.
 */
export function createReminderSender(api: Api, config: BotConfig, logger: BotLogger = consoleLogger): ReminderSender {
  return {
    async remind(telegramId, streak) {
      try {
        await api.sendMessage(telegramId, reminderText(streak), { reply_markup: reminderKeyboard(config) });
        return 'sent';
      } catch (error) {
        if (error instanceof GrammyError && error.error_code === 403) return 'blocked';
        logger.warn({ chatId: telegramId, err: error }, 'reminder not sent');
        return 'failed';
      }
    },
  };
}
