import { z } from 'zod';

/** PUT /api/me/profile: the display name to set, or null to clear it (the server validates it). */
export const ProfileBody = z.object({ displayName: z.string().nullable() });
export type ProfileBody = z.infer<typeof ProfileBody>;

export const Profile = z.object({ displayName: z.string().nullable() });
export type Profile = z.infer<typeof Profile>;
