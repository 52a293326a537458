import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs, serialId } from './columns';

export const nfts = pgTable('nfts', {
  id: serialId(),
  nftId: text('nft_id').notNull(),
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
  active: boolean('active').notNull().default(true),
  throwbackThursday: boolean('throwback_thursday').notNull().default(false),
  dateAdded: epochMs('date_added').notNull(),
  setForDate: text('set_for_date'),
});

export const nftImports = pgTable('nft_imports', {
  id: serialId(),
  issuer: text('issuer').notNull(),
  taxon: integer('taxon'),
  active: boolean('active').notNull(),
  status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
  total: integer('total').notNull().default(0),
  imported: integer('imported').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  errors: text('errors').notNull().default('[]'),
  startedAt: epochMs('started_at').notNull(),
  progressAt: epochMs('progress_at'),
  finishedAt: epochMs('finished_at'),
});
