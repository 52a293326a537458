import { z } from 'zod';

export const PublicConfig = z.object({
  /** The rewarded-ad block of the Mini App; null when ads are off. */
  adsgramBlockId: z.string().nullable(),
  /** The ad network grants rewards server to server; the client does not claim them. */
  adRewardsByNetwork: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
