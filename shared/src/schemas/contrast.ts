import { z } from 'zod';

/** The request of PUT /api/me/high-contrast: orange and blue in place of green and red, saved on the account. */
export const HighContrastBody = z.strictObject({
  highContrast: z.boolean({ error: 'highContrast must be true or false' }),
});
export type HighContrastBody = z.infer<typeof HighContrastBody>;
