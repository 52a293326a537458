import { z } from 'zod';
import { isIsoDay } from '../rules/time';

/** An NFTokenID: 64 hexadecimal characters, kept upper case. */
const NftTokenId = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'An NFTokenID is 64 hexadecimal characters')
  .transform((id) => id.toUpperCase());

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

function isImageUrl(text: string): boolean {
  try {
    // demo: names the images shipped with the offline demo collection.
    return ['http:', 'https:', 'ipfs:', 'demo:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** The Add New NFT form (docs/SPEC.md section 5); the "not in the past" rule needs the clock and lives on the server. */
export const NftForm = z.object({
  name: z.string().trim().min(1, 'NFT name is required').max(120),
  nftId: z
    .string()
    .trim()
    .min(1, 'NFT ID is required')
    .regex(/^#?\d{1,10}$/, 'NFT ID must be digits, optionally starting with #'),
  collection: optionalText(120),
  creator: optionalText(120),
  imageUrl: z.string().trim().max(2048).refine(isImageUrl, 'Valid image URL is required'),
  description: optionalText(2000),
  hint: optionalText(500),
  active: z.boolean().default(true),
  throwbackThursday: z.boolean().default(false),
  setForDate: z
    .string()
    .trim()
    .refine((text) => text === '' || isIsoDay(text), 'Schedule date must be yyyy-MM-dd')
    .optional()
    .default(''),
  /** Where a looked-up NFT came from on the ledger; absent for an NFT typed in by hand. */
  nftTokenId: NftTokenId.optional(),
  issuer: z.string().trim().max(64).optional(),
  taxon: z.number().int().min(0).max(4294967295).optional(),
  metadataUrl: z.string().trim().max(2048).optional(),
});
export type NftForm = z.infer<typeof NftForm>;
export type NftFormInput = z.input<typeof NftForm>;

export const AdminNft = z.object({
  id: z.number().int(),
  name: z.string(),
  nftId: z.string(),
  collection: z.string().nullable(),
  creator: z.string().nullable(),
  imageUrl: z.string(),
  description: z.string().nullable(),
  hint: z.string().nullable(),
  active: z.boolean(),
  throwbackThursday: z.boolean(),
  setForDate: z.string().nullable(),
  dateAdded: z.string(),
  nftTokenId: z.string().nullable(),
  issuer: z.string().nullable(),
  taxon: z.number().int().nullable(),
  metadataUrl: z.string().nullable(),
});
export type AdminNft = z.infer<typeof AdminNft>;

export const IdParams = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive('id must be a positive whole number'),
});

export const DeleteNftResult = z.object({
  success: z.literal(true),
  nft: AdminNft.optional(),
});
export type DeleteNftResult = z.infer<typeof DeleteNftResult>;

export const BackupResult = z.object({ entries: z.number().int(), filename: z.string() });
export type BackupResult = z.infer<typeof BackupResult>;

/** A forced archive: the period it closed, or `archived: false` when there was no score to archive. */
export const ArchiveResult = z.object({
  periodId: z.number().int().nullable(),
  weekStart: z.string(),
  weekEnd: z.string(),
  archived: z.boolean(),
  message: z.string(),
});
export type ArchiveResult = z.infer<typeof ArchiveResult>;

export const BackupList = z.object({
  leaderboardFiles: z.array(z.string()),
  bwifLeaderboardFiles: z.array(z.string()),
  databaseFiles: z.array(z.string()),
});
export type BackupList = z.infer<typeof BackupList>;

export const BackupDownload = z.object({
  success: z.boolean(),
  data: z.unknown().optional(),
  error: z.string().optional(),
});
export type BackupDownload = z.infer<typeof BackupDownload>;

export const AdminMaintenanceStatus = z.object({
  maintenance: z.boolean(),
  since: z.string().nullable(),
});
export type AdminMaintenanceStatus = z.infer<typeof AdminMaintenanceStatus>;
