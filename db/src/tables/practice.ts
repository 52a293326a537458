import { sql } from 'drizzle-orm';
import { id, text, integer, boolean, time } from './columns';
import type { Dialect, Engine, KeyedTable } from './dialect';

export const practiceTables = <E extends Engine>(
  d: Dialect<E>,
  { gameRounds, sessions, users }: { gameRounds: KeyedTable; sessions: KeyedTable; users: KeyedTable },
) => {
  /**
   * Guesses at a past round from the archive: practice, so no points, boards or raffle
   * weight read them. One row per attempt, as the daily guesses.
   */
  const practiceGuesses = d.table(
    'practice_guesses',
    {
      id: id(),
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
      timestamp: time('timestamp').notNull(),
    },
    (t) => [
      d.uniqueIndex('practice_guesses_one_per_attempt').on(t.userId, t.roundId, t.attemptNumber),
      d.uniqueIndex('practice_guesses_one_per_guest_attempt').on(t.guestSessionId, t.roundId, t.attemptNumber),
      d.check('practice_guesses_one_owner', sql`(${t.userId} IS NULL) <> (${t.guestSessionId} IS NULL)`),
      d.check('practice_guesses_attempt_range', sql`${t.attemptNumber} BETWEEN 1 AND 3`),
    ],
  );

  return { practiceGuesses };
};
