import { sql } from 'drizzle-orm';
import { blob, check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PLATFORMS } from '@app/shared/schemas/insights';
import { nfts } from './nfts';
import { users } from './users';

export const gameRounds = sqliteTable(
  'game_rounds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    nftId: integer('nft_id')
      .notNull()
      .references(() => nfts.id),
    /** yyyy-MM-dd (UTC) the round belongs to. */
    day: text('day').notNull(),
    startDate: integer('start_date', { mode: 'timestamp_ms' }).notNull(),
    endDate: integer('end_date', { mode: 'timestamp_ms' }).notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    throwbackThursday: integer('throwback_thursday', { mode: 'boolean' }).notNull().default(false),
    /** Decided (and its images rendered) before its day; not active until its day begins. */
    prepared: integer('prepared', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('game_rounds_one_active_per_day')
      .on(t.day)
      .where(sql`${t.active} = 1`),
    uniqueIndex('game_rounds_one_prepared_per_day')
      .on(t.day)
      .where(sql`${t.prepared} = 1`),
    index('game_rounds_nft_idx').on(t.nftId),
  ],
);

export type GameRound = typeof gameRounds.$inferSelect;

export const guesses = sqliteTable(
  'guesses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    guess: text('guess').notNull(),
    correct: integer('correct', { mode: 'boolean' }).notNull().default(false),
    attemptNumber: integer('attempt_number').notNull(),
    points: integer('points').notNull().default(0),
    timestamp: integer('timestamp', { mode: 'timestamp_ms' }).notNull(),
    /** Where the guess was played, from the session that sent it; null for guesses recorded before it was. */
    platform: text('platform', { enum: PLATFORMS }),
  },
  (t) => [
    uniqueIndex('guesses_one_per_attempt').on(t.userId, t.roundId, t.attemptNumber),
    index('guesses_round_idx').on(t.roundId),
    check('guesses_attempt_range', sql`${t.attemptNumber} BETWEEN 1 AND 3`),
  ],
);

export type Guess = typeof guesses.$inferSelect;

/** The rendered blur variants of a round's image, served by opaque token. */
export const roundImages = sqliteTable(
  'round_images',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['high', 'medium', 'low', 'none'] }).notNull(),
    token: text('token').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: blob('bytes', { mode: 'buffer' }).notNull(),
    /** Drawn at random when the variant is stored: a hash of the bytes would identify the picture. */
    etag: text('etag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.level] })],
);

export type RoundImage = typeof roundImages.$inferSelect;

/**
 * The secret each round's images are rendered with (crop, colour, grain, encoder quality),
 * drawn once so every render of the round gives the same bytes. Never sent to a client.
 */
export const roundRenderSeeds = sqliteTable('round_render_seeds', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => gameRounds.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
});
