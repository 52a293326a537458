import { z } from 'zod';
import { isIsoDay } from '../rules/time';
import { GameImage } from './game';

/** Past rounds per page of GET /api/archive. */
export const ARCHIVE_PAGE_SIZE = 30;

const Day = z.string().refine(isIsoDay, 'before must be a day (yyyy-MM-dd)');

export const ArchiveQuery = z.object({
  /** The page of rounds before this day (the previous page's `nextBefore`); the newest past rounds without it. */
  before: Day.optional(),
  _t: z.string().max(20).optional(),
});

export const RoundIdParams = z.object({
  roundId: z.coerce.number({ message: 'roundId must be a number' }).int().positive('roundId must be positive'),
});

export const RoundNumberParams = z.object({
  roundNumber: z.coerce
    .number({ message: 'roundNumber must be a number' })
    .int('roundNumber must be a whole number')
    .positive('roundNumber must be positive')
    .max(1_000_000, 'roundNumber must be at most 1000000'),
});

/** The past round numbered #N (GET /api/archive/number/:roundNumber, "Go to #N"). */
export const NumberedRound = z.object({ roundId: z.number().int() });

/** The player's own result on a past round: the game of its day, else their practice of it. */
export const ArchiveResult = z.object({
  outcome: z.enum(['won', 'lost', 'in-progress', 'not-played']),
  /** The attempt a win took; null otherwise. */
  attempts: z.number().int().nullable(),
  /** The result is a practice game's, not the day's. */
  practice: z.boolean(),
});
export type ArchiveResult = z.infer<typeof ArchiveResult>;

export const ArchiveEntry = z.object({
  roundId: z.number().int(),
  /** yyyy-MM-dd (UTC). */
  day: z.string(),
  roundNumber: z.number().int(),
  result: ArchiveResult,
});
export type ArchiveEntry = z.infer<typeof ArchiveEntry>;

export const ArchivePage = z.object({
  /** Newest first; never today's round nor a future one. */
  rounds: z.array(ArchiveEntry),
  /** The `before` of the next page; null on the last. */
  nextBefore: z.string().nullable(),
});
export type ArchivePage = z.infer<typeof ArchivePage>;

/**
 * A past round as its player stands: the practice game (no points), or, when they
 * finished the round on its day, that game to look back at (`practice` false).
 */
export const ArchiveRound = GameImage.extend({
  day: z.string(),
  roundNumber: z.number().int(),
  practice: z.boolean(),
  /** The past puzzle to play next: the newest earlier day not finished, else the newest later one; null when none is left. */
  nextRoundId: z.number().int().nullable(),
});
export type ArchiveRound = z.infer<typeof ArchiveRound>;

export const PracticeGuessBody = z.object({
  guess: z.string().max(64, 'guess must be at most 64 characters'),
});
export type PracticeGuessBody = z.infer<typeof PracticeGuessBody>;
