import { z } from 'zod';
import { XRPL_ADDRESS_PATTERN } from '../rules/address';

export const WalletAddress = z.string().regex(XRPL_ADDRESS_PATTERN, 'walletAddress must be an XRPL address (r...)');
export type WalletAddress = z.infer<typeof WalletAddress>;

/** An optional wallet in a query string or body: accepted for compatibility, checked against the session. */
export const OptionalWalletQuery = z.object({
  walletAddress: WalletAddress.optional(),
});
