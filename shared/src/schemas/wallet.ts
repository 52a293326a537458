import { z } from 'zod';
import { GameLanguage } from './language';
import { Streak } from './streak';
import { Invite, Reminder } from './retention';

export const WalletSessionCreated = z.object({
  qrData: z.string().min(1),
  uuid: z.string().min(1),
  /** Deep link that opens the Xaman app on a phone. */
  deepLink: z.string().optional(),
});
export type WalletSessionCreated = z.infer<typeof WalletSessionCreated>;

/**
 * The body of POST /api/wallet/xaman/create: the invite code the web page carried (`?ref=`),
 * if any. A malformed one is dropped: an odd link never stops a sign-in.
 */
export const SignInBody = z.object({ ref: z.string().max(64).optional().catch(undefined) });
export type SignInBody = z.infer<typeof SignInBody>;

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
  /** The language to show: the one chosen, else Telegram's, else the browser's, else English. */
  language: GameLanguage,
  streak: Streak,
  /** The daily reminder; null without a linked Telegram account. */
  reminder: Reminder.nullable(),
  /** The player's invite link; null when signed out. */
  invite: Invite.nullable(),
  /** Orange and blue in place of green and red (PUT /api/me/high-contrast); false when signed out. */
  highContrast: z.boolean(),
});
export type Me = z.infer<typeof Me>;

/** The body of POST /api/wallet/xapp: the one-time token Xaman put in the xApp's URL (`?xAppToken=`). */
export const XAppSignInBody = z.object({
  xAppToken: z.string().regex(/^[A-Za-z0-9-]{8,128}$/, 'xAppToken must be the token from the xApp URL'),
});
export type XAppSignInBody = z.infer<typeof XAppSignInBody>;

/** POST /api/wallet/xapp: the wallet Xaman says is open, and Xaman's theme as light or dark. */
export const XAppSignIn = z.object({
  account: z.string(),
  theme: z.enum(['light', 'dark']).nullable(),
});
export type XAppSignIn = z.infer<typeof XAppSignIn>;
