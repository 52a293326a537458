import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { epochMs, serialId } from './columns';
import { gameRounds } from './rounds';
import { users } from './users';

export const practiceGuesses = pgTable(
  'practice_guesses',
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
    timestamp: epochMs('timestamp').notNull(),
  },
  (t) => [
    uniqueIndex('practice_guesses_one_per_attempt').on(t.userId, t.roundId, t.attemptNumber),
    check('practice_guesses_attempt_range', sql`${t.attemptNumber} BETWEEN 1 AND 3`),
  ],
);
