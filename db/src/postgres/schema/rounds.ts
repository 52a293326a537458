import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytes, epochMs, serialId } from './columns';
import { PLATFORMS } from '@app/shared/schemas/insights';
import { nfts } from './nfts';
import { users } from './users';

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: serialId(),
    nftId: integer('nft_id')
      .notNull()
      .references(() => nfts.id),
    day: text('day').notNull(),
    startDate: epochMs('start_date').notNull(),
    endDate: epochMs('end_date').notNull(),
    active: boolean('active').notNull().default(true),
    throwbackThursday: boolean('throwback_thursday').notNull().default(false),
    prepared: boolean('prepared').notNull().default(false),
  },
  (t) => [
    uniqueIndex('game_rounds_one_active_per_day')
      .on(t.day)
      .where(sql`${t.active}`),
    uniqueIndex('game_rounds_one_prepared_per_day')
      .on(t.day)
      .where(sql`${t.prepared}`),
    index('game_rounds_nft_idx').on(t.nftId),
  ],
);

export const guesses = pgTable(
  'guesses',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    guess: text('guess').notNull(),
    correct: boolean('correct').notNull().default(false),
    attemptNumber: integer('attempt_number').notNull(),
    points: integer('points').notNull().default(0),
    timestamp: epochMs('timestamp').notNull(),
    platform: text('platform', { enum: PLATFORMS }),
  },
  (t) => [
    uniqueIndex('guesses_one_per_attempt').on(t.userId, t.roundId, t.attemptNumber),
    index('guesses_round_idx').on(t.roundId),
    check('guesses_attempt_range', sql`${t.attemptNumber} BETWEEN 1 AND 3`),
  ],
);

export const roundImages = pgTable(
  'round_images',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['high', 'medium', 'low', 'none'] }).notNull(),
    token: text('token').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: bytes('bytes').notNull(),
    etag: text('etag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.level] })],
);

export const roundRenderSeeds = pgTable('round_render_seeds', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => gameRounds.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
});
