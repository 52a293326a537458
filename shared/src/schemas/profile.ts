import { z } from 'zod';
import { checkDisplayName } from '../rules/display-name';

/** The request of PUT /api/me/profile: a name to set, or null to clear it. */
const ProfileInput = z.object({
  displayName: z.string({ error: 'must be text, or null to clear the name' }).nullable(),
});
type ProfileInput = z.infer<typeof ProfileInput>;

/**
 * ProfileInput checked: the name normalised with the key it is unique on, or null. Both front
 * ends check a name with the same rule before sending it, telling it in the player's language.
 */
export const ProfileBody = ProfileInput.transform((input, ctx) => {
  if (input.displayName === null) return { displayName: null };
  const check = checkDisplayName(input.displayName);
  if (check.ok) return { displayName: { name: check.name, key: check.key } };
  ctx.addIssue({ code: 'custom', path: ['displayName'], message: check.message });
  return z.NEVER;
});
export type ProfileBody = z.infer<typeof ProfileBody>;

/** The answer of PUT /api/me/profile: the name as stored. */
export const Profile = z.object({ displayName: z.string().nullable() });
export type Profile = z.infer<typeof Profile>;
