import { z } from 'zod';
import { XRPL_ADDRESS_PATTERN } from '../rules/address';

export const WalletAddress = z.string().regex(XRPL_ADDRESS_PATTERN, 'walletAddress must be an XRPL address (r...)');
export type WalletAddress = z.infer<typeof WalletAddress>;

/** The error body of every failed API call (docs/DESIGN.md section 6). */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
  needsRefresh: z.boolean().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** An optional wallet in a query string or body: accepted for compatibility, checked against the session. */
export const OptionalWalletQuery = z.object({
  walletAddress: WalletAddress.optional(),
});

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;
