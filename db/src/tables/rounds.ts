import { sql } from 'drizzle-orm';
import { PLATFORMS } from '@app/shared/schemas/insights';
import { id, text, integer, boolean, time, bytes } from './columns';
import type { Dialect, Engine, KeyedTable } from './dialect';

export const roundsTables = <E extends Engine>(
  d: Dialect<E>,
  { nfts, users }: { nfts: KeyedTable; users: KeyedTable },
) => {
  const gameRounds = d.table(
    'game_rounds',
    {
      id: id(),
      nftId: integer('nft_id')
        .notNull()
        .references(() => nfts.id),
      /** yyyy-MM-dd (UTC) the round belongs to. */
      day: text('day').notNull(),
      startDate: time('start_date').notNull(),
      endDate: time('end_date').notNull(),
      active: boolean('active').notNull().default(true),
      throwbackThursday: boolean('throwback_thursday').notNull().default(false),
      /** Decided (and its images rendered) before its day; not active until its day begins. */
      prepared: boolean('prepared').notNull().default(false),
    },
    (t) => [
      d.uniqueIndex('game_rounds_one_active_per_day').on(t.day).where(d.isTrue(t.active)),
      d.uniqueIndex('game_rounds_one_prepared_per_day').on(t.day).where(d.isTrue(t.prepared)),
      d.index('game_rounds_nft_idx').on(t.nftId),
    ],
  );

  const guesses = d.table(
    'guesses',
    {
      id: id(),
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
      timestamp: time('timestamp').notNull(),
      /** Where the guess was played, from the session that sent it; null for guesses recorded before it was. */
      platform: text('platform', { enum: PLATFORMS }),
    },
    (t) => [
      d.uniqueIndex('guesses_one_per_attempt').on(t.userId, t.roundId, t.attemptNumber),
      // A round's games in player order with what the insights count, read from the index alone.
      d.index('guesses_round_player_idx').on(t.roundId, t.userId, t.attemptNumber, t.correct, t.platform),
      d.check('guesses_attempt_range', sql`${t.attemptNumber} BETWEEN 1 AND 3`),
    ],
  );

  /** The rendered blur variants of a round's image, served by opaque token. */
  const roundImages = d.table(
    'round_images',
    {
      roundId: integer('round_id')
        .notNull()
        .references(() => gameRounds.id, { onDelete: 'cascade' }),
      level: text('level', { enum: ['high', 'medium', 'low', 'none'] }).notNull(),
      token: text('token').notNull().unique(),
      contentType: text('content_type').notNull(),
      bytes: bytes('bytes').notNull(),
      /** Drawn at random when the variant is stored: a hash of the bytes would identify the picture. */
      etag: text('etag').notNull(),
    },
    (t) => [d.primaryKey(t.roundId, t.level)],
  );

  /**
   * The secret each round's images are rendered with (crop, colour, grain, encoder quality),
   * drawn once so every render of the round gives the same bytes. Never sent to a client.
   */
  const roundRenderSeeds = d.table('round_render_seeds', {
    roundId: integer('round_id')
      .primaryKey()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
  });

  /**
   * What makes a round's answer checkable: sha256(day|number|salt), public from the round's
   * first second; the salt stays on the server until the round is over. A replaced round
   * keeps its row, with when and why it was replaced.
   */
  const roundCommitments = d.table('round_commitments', {
    roundId: integer('round_id')
      .primaryKey()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    commitment: text('commitment').notNull(),
    salt: text('salt').notNull(),
    replacedAt: time('replaced_at'),
    replacedReason: text('replaced_reason'),
    /** The ledger transaction whose memo carries the commitment, once sent (or the offline stand-in's). */
    memoTx: text('memo_tx'),
  });

  return { gameRounds, guesses, roundImages, roundRenderSeeds, roundCommitments };
};
