import { id, text, integer, boolean, time } from './columns';
import type { Dialect, Engine } from './dialect';

export const nftsTables = <E extends Engine>(d: Dialect<E>) => {
  const nfts = d.table('nfts', {
    id: id(),
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
    active: boolean('active').notNull().default(true),
    throwbackThursday: boolean('throwback_thursday').notNull().default(false),
    dateAdded: time('date_added').notNull(),
    /** yyyy-MM-dd: the UTC day this NFT is the challenge. */
    setForDate: text('set_for_date'),
  });

  /** A collection import run in the background; its counts survive a restart. */
  const nftImports = d.table('nft_imports', {
    id: id(),
    issuer: text('issuer').notNull(),
    taxon: integer('taxon'),
    active: boolean('active').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    total: integer('total').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** JSON: [{nftTokenId, reason}], the first few only. */
    errors: text('errors').notNull().default('[]'),
    startedAt: time('started_at').notNull(),
    /** When the running job last saved its progress: a job silent for long was cut short. */
    progressAt: time('progress_at'),
    finishedAt: time('finished_at'),
  });

  return { nfts, nftImports };
};
