import { z } from 'zod';
import { Announcement } from './maintenance';
import { withoutBidiControls } from '../rules/bidi';

// Only the admin's page and the server use these; the players' status (and its announcement) is in ./maintenance.

/** Long enough for a few sentences, short enough for a banner on a phone. */
export const ANNOUNCEMENT_MAX_LENGTH = 500;
export const MAINTENANCE_MESSAGE_MAX_LENGTH = 300;

/** An end time as an ISO 8601 date-time with its offset (`2026-11-28T14:00:00.000Z`); the server checks it is ahead. */
const endTime = () => z.iso.datetime({ offset: true, error: 'The end time must be an ISO 8601 date-time' });

/** POST /api/admin/announcements: what the admin writes. */
export const AnnouncementInput = z.object({
  text: z
    .string({ error: 'Announcement text is required' })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, 'Announcement text is required')
    .max(ANNOUNCEMENT_MAX_LENGTH, `Announcement text is at most ${ANNOUNCEMENT_MAX_LENGTH} characters`),
  /** When it stops showing; absent or null: until ended. */
  endsAt: endTime().nullable().default(null),
  /** Posted to the announcement chat too. */
  toChannel: z.boolean().default(false),
});
export type AnnouncementInput = z.input<typeof AnnouncementInput>;

/** An announcement as the admin page lists it, with how far its sending got. */
export const AdminAnnouncement = Announcement.extend({
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  toChannel: z.boolean(),
  deliveredAt: z.string().nullable(),
  /** Players the bot's message reached so far. */
  received: z.number().int(),
  /** Shown to players now: neither ended nor past its end. */
  current: z.boolean(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncement>;

/** The optional body of POST /api/admin/maintenance/enable: what the maintenance screen tells players. */
export const MaintenanceNotice = z.object({
  message: z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(
      MAINTENANCE_MESSAGE_MAX_LENGTH,
      `The maintenance message is at most ${MAINTENANCE_MESSAGE_MAX_LENGTH} characters`,
    )
    .default(''),
  /** When the admin expects the game back; absent or null: undetermined. */
  until: endTime().nullable().default(null),
});
export type MaintenanceNotice = z.input<typeof MaintenanceNotice>;
