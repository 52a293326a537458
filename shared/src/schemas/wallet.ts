import { z } from 'zod';
import { Streak } from './streak';

export const WalletSessionCreated = z.object({
  qrData: z.string().min(1),
  uuid: z.string().min(1),
  /** Deep link that opens the Xaman app on a phone. */
  deepLink: z.string().optional(),
});
export type WalletSessionCreated = z.infer<typeof WalletSessionCreated>;

export const WalletStatus = z.object({
  resolved: z.boolean(),
  account: z.string().nullable(),
  /** Present once the request ended without a signature. */
  failed: z.enum(['rejected', 'expired']).optional(),
});
export type WalletStatus = z.infer<typeof WalletStatus>;

export const WalletUuidParams = z.object({
  uuid: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'uuid must be 8-64 letters, digits or dashes'),
});

export const Me = z.object({
  walletAddress: z.string().nullable(),
  isAdmin: z.boolean(),
  telegramUsername: z.string().nullable(),
  /** The name the player chose (PUT /api/me/profile); null: the boards show the fallbacks. */
  displayName: z.string().nullable(),
  appearance: z.enum(['light', 'dark', 'system']),
  streak: Streak,
});
export type Me = z.infer<typeof Me>;
