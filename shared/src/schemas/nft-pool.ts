import { z } from 'zod';
import { isIsoDay } from '../rules/time';
import { AdminNft } from './admin';

/** What the admin pastes: an NFTokenID, or an explorer or marketplace URL that contains one. */
export const NftLookupInput = z.object({ nftTokenId: z.string().trim().min(1, 'Paste an NFTokenID').max(2048) });
export type NftLookupInput = z.infer<typeof NftLookupInput>;

/** The Add NFT form filled from the ledger and the metadata, not saved yet. */
export const NftLookup = z.object({
  nftTokenId: z.string(),
  issuer: z.string(),
  taxon: z.number().int(),
  serial: z.number().int(),
  metadataUrl: z.string().nullable(),
  name: z.string(),
  /** The number players guess, canonical digits. */
  nftId: z.string(),
  /** Where the number came from: only a number in the name or the metadata is one a player can know. */
  numberSource: z.enum(['name', 'metadata', 'serial']),
  collection: z.string(),
  creator: z.string(),
  imageUrl: z.string(),
  /** The image as a browser can show it (ipfs:// through the gateway); null when it cannot. */
  previewUrl: z.string().nullable(),
  description: z.string(),
  active: z.boolean(),
});
export type NftLookup = z.infer<typeof NftLookup>;

export const ImportInput = z.object({
  issuer: z
    .string()
    .trim()
    .regex(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/, 'issuer must be an XRP Ledger address (r…)'),
  taxon: z.number().int().min(0).max(4294967295).optional(),
  active: z.boolean().default(true),
});
export type ImportInput = z.infer<typeof ImportInput>;

export const ImportStarted = z.object({ jobId: z.number().int() });
export type ImportStarted = z.infer<typeof ImportStarted>;

export const ImportJob = z.object({
  jobId: z.number().int(),
  issuer: z.string(),
  taxon: z.number().int().nullable(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.object({ nftTokenId: z.string(), reason: z.string() })),
});
export type ImportJob = z.infer<typeof ImportJob>;

export const JobParams = z.object({
  jobId: z.coerce.number({ error: 'jobId must be a number' }).int().positive('jobId must be a positive whole number'),
});

export const CalendarQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int()
    .min(1)
    .max(366, 'days must be at most 366')
    .default(30),
});

export const DayParams = z.object({
  day: z.string().refine(isIsoDay, 'day must be yyyy-MM-dd'),
});

export const ScheduleInput = z.object({ nftId: z.number().int().positive('nftId must be an NFT row id') });
export type ScheduleInput = z.infer<typeof ScheduleInput>;

export const CalendarDay = z.object({
  day: z.string(),
  thursday: z.boolean(),
  /** The NFT set for the day; null plays a random pick. */
  scheduled: AdminNft.nullable(),
  /** The round already opened or prepared for the day, when there is one. */
  round: z.object({ nftName: z.string(), prepared: z.boolean() }).nullable(),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const PoolHealth = z.object({
  active: z.number().int(),
  /** Active NFTs no round has played. */
  neverUsed: z.number().int(),
  /** Days the game can run before an NFT plays again: the never-used active NFTs not scheduled on a past day. */
  daysBeforeRepeats: z.number().int(),
  warning: z.string().nullable(),
});
export type PoolHealth = z.infer<typeof PoolHealth>;

export const Calendar = z.object({ days: z.array(CalendarDay), health: PoolHealth });
export type Calendar = z.infer<typeof Calendar>;

export const ScheduleResult = z.object({
  day: CalendarDay,
  /** Said to the admin when the change moves a round already opened or prepared. */
  note: z.string().nullable(),
  /** The coming day the NFT was set for before, when scheduling moved it. */
  movedFrom: z.string().nullable(),
});
export type ScheduleResult = z.infer<typeof ScheduleResult>;
