import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const nfts = sqliteTable('nfts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The number players must guess, stored as canonical digits. */
  nftId: text('nft_id').notNull().unique(),
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
