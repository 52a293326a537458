import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Reminder, type ReminderBody } from '../schemas/retention';
import { apiRequest } from './api-fetch';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { activeLanguage } from './i18n/language-runtime';
import { queryKeys } from './query-keys';
import { formatHourOfDay } from '../rules/time';

/** The browser's offset from UTC in minutes, east positive (UTC+5:30 is 330), as the server takes it. */
function localUtcOffsetMinutes(at = new Date()): number {
  return -at.getTimezoneOffset();
}

/** The phone's time zone, whose clock the reminder hour is on: "India Standard Time (Asia/Kolkata)". */
export function localTimeZoneLabel(at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const name = new Intl.DateTimeFormat(activeLanguage(), { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== zone ? `${name} (${zone})` : zone;
}

/** The hours a reminder can be set to, in the player's own time. */
export const REMINDER_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * A reminder hour as the player's language writes a time: "8:00", "午前8:00", "٨:٠٠ ص"…
 * English keeps SPEC's 24-hour "08:00" (Intl's English is "8:00 AM").
 */
export function hourLabel(hour: number): string {
  const language = activeLanguage();
  return formatHourOfDay(hour, language, language === DEFAULT_LANGUAGE ? 'h23' : 'language');
}

/** Turns the signed-in player's reminder on or off at a local hour; the answer refreshes who they are. */
export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<ReminderBody, 'utcOffsetMinutes'>) =>
      Reminder.parse(
        await apiRequest('/api/me/reminder', {
          method: 'PUT',
          body: { ...input, utcOffsetMinutes: localUtcOffsetMinutes() },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
