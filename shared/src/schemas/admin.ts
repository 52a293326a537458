import { z } from 'zod';
import { isIsoDay } from '../rules/time';

/** An NFTokenID: 64 hexadecimal characters, kept upper case. */
const NftTokenId = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'An NFTokenID is 64 hexadecimal characters')
  .transform((id) => id.toUpperCase());

const text = (max: number) => z.string().trim().max(max);

function isImageUrl(url: string): boolean {
  try {
    // demo: names the images shipped with the offline demo collection.
    return ['http:', 'https:', 'ipfs:', 'demo:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The fields an admin types, in the form's order. */
const formFields = {
  name: z.string().trim().min(1, 'NFT name is required').max(120),
  nftId: z
    .string()
    .trim()
    .min(1, 'NFT ID is required')
    .regex(/^#?\d{1,10}$/, 'NFT ID must be digits, optionally starting with #'),
  collection: text(120),
  creator: text(120),
  imageUrl: z.string().trim().max(2048).refine(isImageUrl, 'Valid image URL is required'),
  description: text(2000),
  hint: text(500),
  active: z.boolean(),
  throwbackThursday: z.boolean(),
  setForDate: z
    .string()
    .trim()
    .refine((day) => day === '' || isIsoDay(day), 'Schedule date must be yyyy-MM-dd'),
};

/** The Add New NFT form (docs/SPEC.md section 5); the "not in the past" rule needs the clock and lives on the server. */
export const NftForm = z.object({
  ...formFields,
  collection: formFields.collection.default(''),
  creator: formFields.creator.default(''),
  description: formFields.description.default(''),
  hint: formFields.hint.default(''),
  active: formFields.active.default(true),
  throwbackThursday: formFields.throwbackThursday.default(false),
  setForDate: formFields.setForDate.default(''),
  /** Where a looked-up NFT came from on the ledger; absent for an NFT typed in by hand. */
  nftTokenId: NftTokenId.optional(),
  issuer: z.string().trim().max(64).optional(),
  taxon: z.number().int().min(0).max(4294967295).optional(),
  metadataUrl: z.string().trim().max(2048).optional(),
});
export type NftForm = z.infer<typeof NftForm>;
export type NftFormInput = z.input<typeof NftForm>;

/** An edit of an NFT: any of the form's fields, nothing else (where it came from on the ledger stays). */
export const NftEdit = z.object(formFields).partial().strict();
export type NftEdit = z.infer<typeof NftEdit>;

/** The fields an edit can change, in the form's order. */
export const EDITABLE_FIELDS = Object.keys(formFields) as Array<keyof NftEdit>;

export const ActivateNftsInput = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'ids must name at least one NFT').max(1000),
});
export type ActivateNftsInput = z.infer<typeof ActivateNftsInput>;

export const ActivateNftsResult = z.object({ success: z.literal(true), activated: z.number().int() });
export type ActivateNftsResult = z.infer<typeof ActivateNftsResult>;

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
  /** The last UTC day a round's answer was this NFT's number (this NFT or another with it), today's included. */
  lastPlayed: z.string().nullable(),
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

/** A backup on disk: its size in bytes and when it was made (ISO). */
export const BackupFile = z.object({ filename: z.string(), bytes: z.number().int(), createdAt: z.string() });
export type BackupFile = z.infer<typeof BackupFile>;

export const BackupList = z.object({
  leaderboardFiles: z.array(z.string()),
  bwifLeaderboardFiles: z.array(z.string()),
  databaseFiles: z.array(z.string()),
  /** Every file of the three lists, with its size and time, newest first. */
  files: z.array(BackupFile),
  /** What a database backup is a copy of: the SQLite file, or the PostgreSQL database exported into one. */
  databaseEngine: z.enum(['sqlite', 'postgres']),
  /** How many days the daily automatic backups are kept (BACKUP_KEEP_DAYS); 0: none is made. */
  keepDays: z.number().int(),
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
  /** What the maintenance screen tells players: a message ('' for none) and the expected end. */
  message: z.string(),
  until: z.string().nullable(),
});
export type AdminMaintenanceStatus = z.infer<typeof AdminMaintenanceStatus>;

/** Who has played today, over every round of the day: what Set today's confirmation tells the admin. */
export const TodayPlayers = z.object({ day: z.string(), players: z.number().int() });
export type TodayPlayers = z.infer<typeof TodayPlayers>;

/** Every action the audit log records, as the admin page's filter lists them. */
export const AUDIT_ACTIONS = [
  'nft.add',
  'nft.edit',
  'nft.activate',
  'nft.deactivate',
  'nft.delete',
  'nft.set-today',
  'nft.import',
  'nft.import.finished',
  'calendar.schedule',
  'calendar.unschedule',
  'maintenance.enable',
  'maintenance.disable',
  'maintenance.update',
  'announcement.create',
  'announcement.end',
  'announcement.sent',
  'ads.reset',
  'leaderboards.reset',
  'backup.leaderboard',
  'backup.bwif-leaderboard',
  'backup.database',
  'backup.database-auto',
  'backup.download',
  'weekly.force-archive',
  'raffle.draw',
  'raffle.prize',
  'raffle.payment.request',
  'raffle.payment.paid',
  'raffle.payment.refused',
  'raffle.unpaid-reminder',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

const AuditDay = (field: string) => z.string().refine(isIsoDay, `${field} must be a day (yyyy-MM-dd)`);

/** The audit log's filters (each optional: an action, an actor, UTC days from and to) and its page, 1 the newest. */
export const AuditQuery = z
  .object({
    action: AuditAction.optional(),
    actor: z.string().trim().min(1, 'actor must not be empty').max(100, 'actor is at most 100 characters').optional(),
    from: AuditDay('from').optional(),
    to: AuditDay('to').optional(),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(10_000, 'page is at most 10000')
      .default(1),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { path: ['from'], message: 'from must not be after to' });
export type AuditQuery = z.infer<typeof AuditQuery>;

/** Entries a page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** One admin action: who, what, when, and its details as JSON text. */
export const AuditEntry = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  detail: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The audit log's filters, without the page. */
export type AuditFilters = Omit<AuditQuery, 'page'>;

/** The audit log's filters as a query string ('' for none); the page too when given. */
export function auditSearch(query: AuditFilters & { page?: number }): string {
  const given = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return given.length ? `?${new URLSearchParams(given.map(([key, value]) => [key, String(value)])).toString()}` : '';
}

/** Where the audit log downloads as CSV, with the filters given: the export holds every page. */
export const auditExportPath = (filters: AuditFilters = {}) => `/api/admin/audit/export.csv${auditSearch(filters)}`;
