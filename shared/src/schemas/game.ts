import { z } from 'zod';
import { BLUR_LEVELS } from '../rules/blur';
import { WalletAddress } from './common';
import { Streak } from './streak';

const TimeRemaining = z.object({
  hours: z.number().int(),
  minutes: z.number().int(),
  seconds: z.number().int(),
});
type TimeRemaining = z.infer<typeof TimeRemaining>;

export const CurrentGame = z.object({
  roundId: z.number().int(),
  /** 1-based number of the round since the game began, for share texts. */
  roundNumber: z.number().int(),
  timeRemaining: TimeRemaining,
  nextRoundAt: z.string(),
  throwbackThursday: z.boolean(),
  hint: z.string().optional(),
  /** sha256 of the round's answer and a secret salt (see rules/fairness); null for a round opened before commitments. */
  commitment: z.string().nullable(),
});
export type CurrentGame = z.infer<typeof CurrentGame>;

export const GameImageQuery = z.object({
  walletAddress: WalletAddress.optional(),
  showUnblurred: z.enum(['true', 'false']).optional(),
  debug: z.string().max(10).optional(),
  _t: z.string().max(20).optional(),
});

const BlurLevel = z.enum(BLUR_LEVELS);

/** Details of the NFT, revealed only once the player's game is over. */
export const RevealedNft = z.object({
  nftId: z.string(),
  name: z.string(),
  collection: z.string().nullable(),
  creator: z.string().nullable(),
});
export type RevealedNft = z.infer<typeof RevealedNft>;

/**
 * Why a signed-in wallet may not guess today, said before it types one: its account is not
 * activated, or its game of the day ended on a round the admin has since replaced.
 */
export const PlayBlock = z.object({
  code: z.enum(['ACCOUNT_NOT_ACTIVATED', 'DAY_ALREADY_PLAYED']),
  message: z.string(),
});
export type PlayBlock = z.infer<typeof PlayBlock>;

export const RankChange = z.object({
  from: z.number().int().positive().nullable(),
  to: z.number().int().positive(),
});
export type RankChange = z.infer<typeof RankChange>;

export const GameImage = z.object({
  roundId: z.number().int(),
  imageUrl: z.string(),
  /** Shown only after a win or loss. */
  nftId: z.string().nullable(),
  nft: RevealedNft.nullable(),
  attempts: z.number().int(),
  attemptsUsed: z.number().int(),
  hasWon: z.boolean(),
  gameOver: z.boolean(),
  blurLevel: BlurLevel,
  throwbackThursday: z.boolean(),
  /** Whether each used attempt was correct, for the share text. */
  attemptResults: z.array(z.boolean()),
  /** The player's guesses of the day in order, as the server stored them (canonical digits); [] signed out. */
  guesses: z.array(z.string()),
  points: z.number().int(),
  /** Set when this wallet may not guess (or earn): the front ends show its message instead of the guess form. */
  playBlock: PlayBlock.nullable(),
});
export type GameImage = z.infer<typeof GameImage>;

export const GuessBody = z.object({
  walletAddress: WalletAddress.optional(),
  guess: z.string().max(64, 'guess must be at most 64 characters'),
  roundId: z.number().int().positive(),
});
export type GuessBody = z.infer<typeof GuessBody>;

/**
 * Why a guess was refused with 409 without costing an attempt: the number was tried already
 * (`ALREADY_GUESSED`, its message naming it), the game is over, the player's game of the day
 * ended on a round since replaced (`DAY_ALREADY_PLAYED`), or the round moved (with needsRefresh).
 */
export const GuessRefusalCode = z.enum(['ALREADY_GUESSED', 'GAME_OVER', 'DAY_ALREADY_PLAYED', 'ROUND_CHANGED']);
export type GuessRefusalCode = z.infer<typeof GuessRefusalCode>;

export const GuessResult = z.object({
  success: z.boolean(),
  message: z.string(),
  points: z.number().int(),
  attemptsUsed: z.number().int(),
  gameOver: z.boolean(),
  throwbackThursday: z.boolean(),
  /** The revealed NFT, present once the game is over. */
  nft: RevealedNft.nullable(),
  /** The player's weekly rank before and after a scoring guess (before null: first points); null otherwise. */
  rankChange: RankChange.nullable(),
  /** The player's streak once this guess finished the daily game; null before that (and in practice). */
  streak: Streak.nullable(),
});
export type GuessResult = z.infer<typeof GuessResult>;
