import { sqliteDialect } from '../dialect';
import { practiceTables } from '../../tables/practice';
import { gameRounds } from './rounds';
import { sessions } from './sessions';
import { users } from './users';

export const { practiceGuesses } = practiceTables(sqliteDialect, { gameRounds, sessions, users });

export type PracticeGuess = typeof practiceGuesses.$inferSelect;
