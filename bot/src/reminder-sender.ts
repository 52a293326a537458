import { GrammyError, type Api, type InlineKeyboard } from 'grammy';
import type { Language } from '@app/shared/i18n/languages';
import type { Streak } from '@app/shared/schemas/streak';
import { translatorOf, type Translate } from './i18n';
import { playKeyboard } from './keyboards/play';
import { reminderKeyboard } from './keyboards/reminder';
import { consoleLogger, type BotLogger } from './logger';
import type { BotConfig } from './services';

/** How one message to a player went: sent, refused because the player blocked the bot, or failed otherwise. */
export type ReminderOutcome = 'sent' | 'blocked' | 'failed';

/** What a reminder says of the streak: its days, and the shields that carried it over the days missed since the last played. */
export type ReminderStreak = Pick<Streak, 'current' | 'shieldsUsed'>;

/** Sends the bot's messages to players, one chat at a time: the daily reminders and the admin's announcements. */
export interface ReminderSender {
  /** In the player's language (their saved one, else Telegram's); English when none is known. */
  remind(telegramId: string, streak: ReminderStreak, language?: Language): Promise<ReminderOutcome>;
  /** The admin's announcement (their words, as written), with the Play button in the player's language. */
  announce(telegramId: string, text: string, language?: Language): Promise<ReminderOutcome>;
}

/**
 * The reminder's text: a streak shields carried over the days missed says so, a streak to
 * keep is named, and a player with none is only told the NFT is waiting.
 */
export function reminderText({ current, shieldsUsed }: ReminderStreak, t: Translate = translatorOf('en')): string {
  if (current > 0 && shieldsUsed > 0) return t('reminder.shielded', { days: current, used: shieldsUsed });
  return current > 0 ? t('reminder.keepStreak', { days: current }) : t('reminder.waiting');
}

/**
 * Messages through the bot's API, so its throttle and its 429 retries apply. A 403 (the
 * player blocked the bot) is answered 'blocked'; any other failure is logged, never thrown.
 */
export function createReminderSender(api: Api, config: BotConfig, logger: BotLogger = consoleLogger): ReminderSender {
  const send = async (kind: string, telegramId: string, text: string, keyboard: InlineKeyboard) => {
    try {
      await api.sendMessage(telegramId, text, { reply_markup: keyboard });
      return 'sent';
    } catch (error) {
      if (error instanceof GrammyError && error.error_code === 403) return 'blocked';
      logger.warn({ chatId: telegramId, err: error }, `${kind} not sent`);
      return 'failed';
    }
  };
  return {
    remind: (telegramId, streak, language = 'en') => {
      const t = translatorOf(language);
      return send('reminder', telegramId, reminderText(streak, t), reminderKeyboard(t, config));
    },
    announce: (telegramId, text, language = 'en') =>
      send('announcement', telegramId, text, playKeyboard(translatorOf(language), config)),
  };
}
