import { postgresDialect } from '../dialect';
import { practiceTables } from '../../tables/practice';
import { gameRounds } from './rounds';
import { sessions } from './sessions';
import { users } from './users';

export const { practiceGuesses } = practiceTables(postgresDialect, { gameRounds, sessions, users });
