import { z } from 'zod';
import { WalletAddress } from './common';

export const AdRewardBody = z.object({
  /** Accepted for compatibility; the server always awards its own fixed amount. */
  points: z.number().optional(),
  platform: z.literal('telegram', { error: 'platform must be "telegram"' }),
  walletAddress: WalletAddress.optional(),
  gameRoundId: z.number().int().positive().optional(),
});
export type AdRewardBody = z.infer<typeof AdRewardBody>;

export const AdRewardResult = z.object({
  success: z.boolean(),
  dailyCount: z.number().int(),
});
export type AdRewardResult = z.infer<typeof AdRewardResult>;

/** An ad the Mini App registered just before showing it; the ad network's reward call consumes it. */
export const AdIntent = z.object({
  intentId: z.string(),
  expiresAt: z.string(),
});
export type AdIntent = z.infer<typeof AdIntent>;

export const AdResetCheckQuery = z.object({
  checkCount: z.enum(['true', 'false']).optional(),
  _t: z.string().max(20).optional(),
});

export const AdResetCheck = z.object({
  resetRequired: z.boolean(),
  success: z.boolean().optional(),
  dailyCount: z.number().int().optional(),
  remainingAds: z.number().int().optional(),
  message: z.string().optional(),
});
export type AdResetCheck = z.infer<typeof AdResetCheck>;
