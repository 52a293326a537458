import { InlineKeyboard } from 'grammy';
import type { BotConfig } from '../services';
import { miniAppUrl } from './mini-app-links';

/** The callback data of the "Stop reminders" button. */
export const STOP_REMINDERS = 'reminders:stop';

/** A reminder's buttons: Play (the Mini App) and Stop reminders. */
export function reminderKeyboard(config: BotConfig): InlineKeyboard {
  return new InlineKeyboard().webApp('Play', miniAppUrl(config)).row().text('Stop reminders', STOP_REMINDERS);
}
