import { z } from 'zod';

/** The admin's announcement as the banner shows it. */
export const Announcement = z.object({
  id: z.number(),
  text: z.string(),
  endsAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof Announcement>;

/** GET /api/maintenance/status: the site's status every page polls, with what players are told. */
export const MaintenanceStatus = z.object({
  maintenance: z.boolean(),
  /** The maintenance gate lets this session through (the admin's): its front end shows the game. */
  letThrough: z.boolean(),
  /** During maintenance, the admin's message ('' for none) and expected end (null: undetermined). */
  message: z.string(),
  until: z.string().nullable(),
  /** The admin's current announcement, for the banner. */
  announcement: Announcement.nullable(),
});
export type MaintenanceStatus = z.infer<typeof MaintenanceStatus>;
