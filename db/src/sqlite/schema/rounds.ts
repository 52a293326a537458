import { sqliteDialect } from '../dialect';
import { roundsTables } from '../../tables/rounds';
import { nfts } from './nfts';
import { users } from './users';

export const { gameRounds, guesses, roundImages, roundRenderSeeds, roundCommitments } = roundsTables(sqliteDialect, {
  nfts,
  users,
});

export type GameRound = typeof gameRounds.$inferSelect;
export type Guess = typeof guesses.$inferSelect;
export type RoundImage = typeof roundImages.$inferSelect;
