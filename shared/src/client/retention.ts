import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Reminder, type ReminderBody } from '../schemas/retention';
import { apiRequest } from './api-fetch';
import { queryKeys } from './query-keys';

/** The words both front ends use for reminders and invites. */
export const RETENTION_COPY = {
  reminderTitle: 'Daily reminder',
  reminderLabel: 'Remind me if I have not played',
  reminderHourLabel: 'Reminder time',
  reminderTimeZone: (zone: string) => `Your time zone: ${zone}`,
  reminderFooter: 'The bot sends one message at that time on days you have not played yet.',
  reminderDenied: 'Telegram did not let the bot message you, so reminders stay off.',
  reminderFailed: 'Could not save your reminder. Please try again.',
  inviteTitle: 'Invite friends',
  inviteText: (points: number) =>
    `You earn ${points} BWIF points for each friend who joins with your link and plays on two different days.`,
  inviteShare: 'Share invite link',
  inviteCopied: 'Link copied',
  shareMessage: 'Guess the blurred NFT of the day with me!',
  invited: 'Friends invited',
  rewarded: 'Rewarded',
} as const;

/** The browser's offset from UTC in minutes, east positive (UTC+5:30 is 330), as the server takes it. */
function localUtcOffsetMinutes(at = new Date()): number {
  return -at.getTimezoneOffset();
}

/** The phone's time zone, whose clock the reminder hour is on: "India Standard Time (Asia/Kolkata)". */
export function localTimeZoneLabel(at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== zone ? `${name} (${zone})` : zone;
}

/** The hours a reminder can be set to, in the player's own time. */
export const REMINDER_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** "08:00". */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

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
