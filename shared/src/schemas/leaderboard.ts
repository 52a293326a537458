import { z } from 'zod';
import { PeriodRaffle } from './raffle';
import { LEADERBOARD_MAX } from '../constants';
import { WalletAddress } from './common';

export const LeaderboardQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .positive('limit must be at least 1')
    .transform((limit) => Math.min(limit, LEADERBOARD_MAX))
    .default(10),
  walletAddress: WalletAddress.optional(),
  _t: z.string().max(20).optional(),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  username: z.string(),
  walletAddress: z.string(),
  points: z.number().int(),
  nftsIdentified: z.number().int(),
  averageAttempts: z.number(),
  isCurrentUser: z.boolean(),
  bwifBalance: z.string().optional(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const Leaderboard = z.array(LeaderboardEntry);
export type Leaderboard = z.infer<typeof Leaderboard>;

export const Eligibility = z.object({
  isEligible: z.boolean(),
  bwifBalance: z.string(),
  minimumRequired: z.number(),
});
export type Eligibility = z.infer<typeof Eligibility>;

export const HoldersLeaderboard = z.object({
  leaderboard: Leaderboard,
  eligibility: Eligibility.nullable(),
});
export type HoldersLeaderboard = z.infer<typeof HoldersLeaderboard>;

export const HistoryWeek = z.object({
  /** The archived period: a week, or the part of one up to a forced archive. */
  periodId: z.number().int(),
  weekStart: z.string(),
  weekEnd: z.string(),
  startFormatted: z.string(),
  endFormatted: z.string(),
  leaderboard: Leaderboard,
  bwifLeaderboard: Leaderboard,
  raffle: PeriodRaffle,
});
export type HistoryWeek = z.infer<typeof HistoryWeek>;

export const LeaderboardHistory = z.object({
  history: z.array(HistoryWeek),
  message: z.string().optional(),
});
export type LeaderboardHistory = z.infer<typeof LeaderboardHistory>;

const PointsEntry = z.object({
  userId: z.number().int(),
  rank: z.number().int(),
  username: z.string().nullable(),
  telegramUsername: z.string().nullable(),
  walletAddress: z.string().nullable(),
  points: z.number().int(),
  isCurrentUser: z.boolean(),
});
type PointsEntry = z.infer<typeof PointsEntry>;

export const PointsLeaderboard = z.array(PointsEntry);
export type PointsLeaderboard = z.infer<typeof PointsLeaderboard>;

export const BoardName = z.enum(['regular', 'holders'], { error: 'board must be regular or holders' });
export type BoardName = z.infer<typeof BoardName>;

export const OwnRankQuery = z.object({
  board: BoardName.default('regular'),
  walletAddress: WalletAddress.optional(),
  _t: z.string().max(20).optional(),
});
export type OwnRankQuery = z.infer<typeof OwnRankQuery>;

/** The signed-in player's place on a weekly board; rank is null before their first points. */
export const OwnRank = z.object({
  board: BoardName,
  rank: z.number().int().positive().nullable(),
  players: z.number().int(),
  points: z.number().int(),
  nftsIdentified: z.number().int(),
  averageAttempts: z.number(),
});
export type OwnRank = z.infer<typeof OwnRank>;
