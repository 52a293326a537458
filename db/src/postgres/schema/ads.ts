import { postgresDialect } from '../dialect';
import { adsTables } from '../../tables/ads';
import { gameRounds } from './rounds';
import { users } from './users';

export const { adRewards, adIntents } = adsTables(postgresDialect, { gameRounds, users });
