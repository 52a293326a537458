import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { epochMs, serialId } from './columns';
import { gameRounds } from './rounds';
import { sessions } from './sessions';
import { users } from './users';

export const practiceGuesses = pgTable(
  'practice_guesses',
  {
    id: serialId(),
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
    correct: boolean('correct').notNull().default(false),
    attemptNumber: integer('attempt_number').notNull(),
    timestamp: epochMs('timestamp').notNull(),
  },
  (t) => [
    uniqueIndex('practice_guesses_one_per_attempt').on(t.userId, t.roundId, t.attemptNumber),
    uniqueIndex('practice_guesses_one_per_guest_attempt').on(t.guestSessionId, t.roundId, t.attemptNumber),
    check('practice_guesses_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestSessionId} IS NULL)`),
    check('practice_guesses_attempt_range', sql`${t.attemptNumber} BETWEEN 1 AND 3`),
  ],
);
