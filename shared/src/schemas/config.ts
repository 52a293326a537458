import { z } from 'zod';

export const PublicConfig = z.object({
  /** The rewarded-ad block of the Mini App; null when ads are off. */
  adsgramBlockId: z.string().nullable(),
  /** The ad network grants rewards server to server; the client does not claim them. */
  adRewardsByNetwork: z.boolean(),
  /** The bot's @username (no @), for t.me links and shares. */
  telegramBotUsername: z.string(),
  /** The Mini App's short name; null: links open the bot's main Mini App (`t.me/<bot>?startapp=`). */
  telegramMiniAppShortName: z.string().nullable(),
  /** BWIF points an inviter earns per invited player who plays on two days (REFERRAL_POINTS). */
  referralPoints: z.number().int(),
  /** Outside links, configured on the server so no front end hard-codes them. */
  links: z.object({
    promoGame: z.string(),
    socialX: z.string(),
    marketplace: z.string(),
    /** The explorer's root: accounts at `/accounts/<address>`, transactions at `/transactions/<hash>`. */
    explorer: z.string(),
    /** Where `ipfs://` resolves, ending in '/'. */
    ipfsGateway: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
