import { sqliteDialect } from '../dialect';
import { leaderboardsTables } from '../../tables/leaderboards';
import { users } from './users';

export const {
  leaderboard,
  bwifLeaderboard,
  bwifPointsLeaderboard,
  weeklyLeaderboardHistory,
  weeklyBwifLeaderboardHistory,
} = leaderboardsTables(sqliteDialect, { users });
