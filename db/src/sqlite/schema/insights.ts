import { sqliteDialect } from '../dialect';
import { insightsTables } from '../../tables/insights';
import { gameRounds } from './rounds';
import { users } from './users';

export const { insightDays, insightRounds, firstGames, insightReturns, insightTallies } = insightsTables(
  sqliteDialect,
  {
    gameRounds,
    users,
  },
);
