import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { gameRounds } from './rounds';
import { sessions } from './sessions';
import { users } from './users';

/**
 * Guesses at a past round from the archive: practice, so no points, boards or raffle
 * weight read them. One row per attempt, as the daily guesses.
 */
export const practiceGuesses = sqliteTable(
  'practice_guesses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A visitor's practice, kept for their browser's anonymous session until they sign in
     * (then it becomes the player's: user_id set, this cleared). Exactly one owner a row.
     */
    guestSessionId: text('guest_session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    guess: text('guess').notNull(),
    correct: integer('correct', { mode: 'boolean' }).notNull().default(false),
    attemptNumber: integer('attempt_number').notNull(),
    timestamp: integer('timestamp', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('practice_guesses_one_per_attempt').on(t.userId, t.roundId, t.attemptNumber),
    uniqueIndex('practice_guesses_one_per_guest_attempt').on(t.guestSessionId, t.roundId, t.attemptNumber),
    check('practice_guesses_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestSessionId} IS NULL)`),
    check('practice_guesses_attempt_range', sql`${t.attemptNumber} BETWEEN 1 AND 3`),
  ],
);

export type PracticeGuess = typeof practiceGuesses.$inferSelect;
