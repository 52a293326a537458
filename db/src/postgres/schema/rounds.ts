import { postgresDialect } from '../dialect';
import { roundsTables } from '../../tables/rounds';
import { nfts } from './nfts';
import { users } from './users';

export const { gameRounds, guesses, roundImages, roundRenderSeeds, roundCommitments } = roundsTables(postgresDialect, {
  nfts,
  users,
});
