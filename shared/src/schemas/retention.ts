import { z } from 'zod';

/** The longest time zone offsets in use: UTC-12:00 to UTC+14:00. */
const MIN_OFFSET_MINUTES = -12 * 60;
const MAX_OFFSET_MINUTES = 14 * 60;

/** A player's daily reminder, as they chose it: the hour in their own time zone. */
export const Reminder = z.object({
  enabled: z.boolean(),
  hour: z.number().int(),
  utcOffsetMinutes: z.number().int(),
  /** The player started the bot's chat, so it may write to them without asking Telegram first. */
  botStarted: z.boolean(),
});
export type Reminder = z.infer<typeof Reminder>;

/** The request of PUT /api/me/reminder. */
export const ReminderBody = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  hour: z
    .number({ error: 'hour must be a whole number from 0 to 23' })
    .int('hour must be a whole number from 0 to 23')
    .min(0, 'hour must be a whole number from 0 to 23')
    .max(23, 'hour must be a whole number from 0 to 23'),
  utcOffsetMinutes: z
    .number({ error: 'utcOffsetMinutes must be whole minutes from -720 to 840' })
    .int('utcOffsetMinutes must be whole minutes from -720 to 840')
    .min(MIN_OFFSET_MINUTES, 'utcOffsetMinutes must be whole minutes from -720 to 840')
    .max(MAX_OFFSET_MINUTES, 'utcOffsetMinutes must be whole minutes from -720 to 840'),
});
export type ReminderBody = z.infer<typeof ReminderBody>;

/** A player's invite link and what it brought: players attributed, and those the inviter was rewarded for. */
export const Invite = z.object({
  code: z.string(),
  link: z.string(),
  invited: z.number().int(),
  rewarded: z.number().int(),
});
export type Invite = z.infer<typeof Invite>;

/** An invite code as it travels: a start parameter `ref_<code>`, or `?ref=<code>` on the web. */
export const InviteCode = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/);

/** The prefix of an invite in Telegram's start parameter. */
export const INVITE_START_PREFIX = 'ref_';

/** GET /api/admin/invites: the players whose invites brought the most players. */
export const TopInviters = z.array(
  z.object({
    userId: z.number().int(),
    name: z.string(),
    invited: z.number().int(),
    rewarded: z.number().int(),
  }),
);
export type TopInviters = z.infer<typeof TopInviters>;
