import { InlineKeyboard } from 'grammy';
import type { Translate } from '../i18n';
import type { BotConfig } from '../services';
import { miniAppUrl } from './mini-app-links';

/** The callback data of the "Stop reminders" button. */
export const STOP_REMINDERS = 'reminders:stop';

/** A reminder's buttons: Play (the Mini App) and Stop reminders. */
export function reminderKeyboard(t: Translate, config: BotConfig): InlineKeyboard {
  return new InlineKeyboard()
    .webApp(t('button.play'), miniAppUrl(config))
    .row()
    .text(t('button.stopReminders'), STOP_REMINDERS);
}
