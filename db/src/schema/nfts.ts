import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const nfts = sqliteTable('nfts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The number players must guess, stored as canonical digits; two collections may share one. */
  nftId: text('nft_id').notNull(),
  /** The ledger's NFTokenID (64 hex characters, upper case) when the NFT came from the ledger. */
  nftTokenId: text('nft_token_id').unique(),
  issuer: text('issuer'),
  taxon: integer('taxon'),
  name: text('name').notNull(),
  collection: text('collection'),
  creator: text('creator'),
  imageUrl: text('image_url').notNull(),
  description: text('description'),
  metadataUrl: text('metadata_url'),
  hint: text('hint'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  throwbackThursday: integer('throwback_thursday', { mode: 'boolean' }).notNull().default(false),
  dateAdded: integer('date_added', { mode: 'timestamp_ms' }).notNull(),
  /** yyyy-MM-dd: the UTC day this NFT is the challenge. */
  setForDate: text('set_for_date'),
});

export type Nft = typeof nfts.$inferSelect;
export type NewNft = typeof nfts.$inferInsert;

/** A collection import run in the background; its counts survive a restart. */
export const nftImports = sqliteTable('nft_imports', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  issuer: text('issuer').notNull(),
  taxon: integer('taxon'),
  active: integer('active', { mode: 'boolean' }).notNull(),
  status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
  total: integer('total').notNull().default(0),
  imported: integer('imported').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  /** JSON: [{nftTokenId, reason}], the first few only. */
  errors: text('errors').notNull().default('[]'),
  startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
  /** When the running job last saved its progress: a job silent for long was cut short. */
  progressAt: integer('progress_at', { mode: 'timestamp_ms' }),
  finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
});
