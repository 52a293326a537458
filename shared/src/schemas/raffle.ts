import { z } from 'zod';
import { WalletAddress } from './common';

/** Drops as a decimal string: whole drops, never a float. */
const Drops = z.string().regex(/^\d+$/);

export const RaffleWinner = z.object({
  walletAddress: z.string(),
  name: z.string(),
  prizeDrops: Drops,
  paid: z.boolean(),
  txHash: z.string().nullable(),
});
export type RaffleWinner = z.infer<typeof RaffleWinner>;

/**
 * A period's raffle. Pending until the ledger has closed past the period's end; drawn,
 * it names the draw ledger (its hash seeds the draw), how many eligible entrants there
 * were (listed, a page at a time, by RaffleEntrantsPage) and the winners in the order drawn.
 */
export const PeriodRaffle = z.object({
  status: z.enum(['pending', 'drawn']),
  ledgerIndex: z.number().int().nullable(),
  ledgerHash: z.string().nullable(),
  /** True when the offline ledger stood in: the hash is not the XRPL's. */
  standIn: z.boolean(),
  entrantCount: z.number().int(),
  winners: z.array(RaffleWinner),
});
export type PeriodRaffle = z.infer<typeof PeriodRaffle>;

/** The query of GET /api/leaderboard/history/:periodId/entrants: the page after an entrant's wallet. */
export const RaffleEntrantsQuery = z.object({ after: WalletAddress.optional() });
export type RaffleEntrantsQuery = z.infer<typeof RaffleEntrantsQuery>;

/** Where a period's entrants are listed, from the first page. */
export const raffleEntrantsPath = (periodId: number) => `/api/leaderboard/history/${periodId}/entrants`;

/**
 * A page of a drawn period's eligible entrants, in wallet address order (the draw's) with
 * their weights; `next` is the path of the next page, null on the last one. None while
 * the raffle is pending.
 */
export const RaffleEntrantsPage = z.object({
  entrants: z.array(z.object({ walletAddress: z.string(), weight: z.number().int() })),
  next: z.string().nullable(),
});
export type RaffleEntrantsPage = z.infer<typeof RaffleEntrantsPage>;

export const PeriodParams = z.object({ periodId: z.coerce.number().int().positive() });

export const PrizeInput = z.object({
  prizeXrp: z
    .number({ message: 'prizeXrp must be a number of XRP' })
    .min(0, 'prizeXrp must not be negative')
    .max(100_000_000_000, 'prizeXrp is more XRP than exists')
    .refine((xrp) => Number.isInteger(Math.round(xrp * 1e6 * 1e3) / 1e3), 'prizeXrp has at most 6 decimals'),
});
export type PrizeInput = z.infer<typeof PrizeInput>;

export const PayInput = z.object({ walletAddress: WalletAddress });
export type PayInput = z.infer<typeof PayInput>;

export const PaymentCreated = z.object({ uuid: z.string(), qrData: z.string() });
export type PaymentCreated = z.infer<typeof PaymentCreated>;

export const PaymentUuidParams = z.object({ uuid: z.string().uuid('uuid must be a payment request id') });

export const PaymentState = z.object({
  state: z.enum(['pending', 'paid', 'refused']),
  reason: z.string().optional(),
  txHash: z.string().optional(),
});
export type PaymentState = z.infer<typeof PaymentState>;

/** A period as the admin page pays it. */
export const AdminRafflePeriod = z.object({
  periodId: z.number().int(),
  weekStart: z.string(),
  weekEnd: z.string(),
  prizeDrops: Drops,
  drawnAt: z.string().nullable(),
  /** True when the winners are not all paid 48 hours after the draw. */
  unpaidOverdue: z.boolean(),
  raffle: PeriodRaffle,
});
export type AdminRafflePeriod = z.infer<typeof AdminRafflePeriod>;

export const AdminRaffle = z.object({ periods: z.array(AdminRafflePeriod) });
export type AdminRaffle = z.infer<typeof AdminRaffle>;
