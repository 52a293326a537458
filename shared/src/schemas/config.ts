import { z } from 'zod';

export const PublicConfig = z.object({
  /** The rewarded-ad block of the Mini App; null when ads are off. */
  adsgramBlockId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
