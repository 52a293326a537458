import { nftLabel } from '../../rules/nft-label';
import { ApiError } from '../api-fetch';
import type { PlayerMessage } from '../guess-failure';
import type { ArchiveResult, ArchiveRound } from '../../schemas/archive';

/** The archive's words, the same on both front ends. */
export const ARCHIVE_COPY = {
  title: 'Past puzzles',
  intro: 'Play the puzzles of days gone by. Practice: no points, no boards, no raffle weight.',
  practice: 'Practice',
  lookBack: 'Played on its day',
  showMore: 'Show more',
  back: 'Back to archive',
  empty: 'No past puzzles yet. Come back tomorrow!',
  loadFailed: 'Could not load the archive.',
  roundLoadFailed: 'Could not load this puzzle. Check your connection and try again.',
  roundMissing: "There's no past puzzle here. It may be today's, or one still to come.",
} as const;

/**
 * What a past puzzle's page says when it cannot show the round, never the server's raw
 * answer: missing (an unknown or malformed id, today's or a future round), or not loaded.
 */
export function archiveRoundFailure(error: unknown): PlayerMessage {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return missing
    ? { title: 'Puzzle not found', description: ARCHIVE_COPY.roundMissing }
    : { title: 'Puzzle not loaded', description: ARCHIVE_COPY.roundLoadFailed };
}

/** "Tue, Nov 17": a round's UTC day. */
export function archiveDayLabel(day: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "Won in 2", "Lost", "In progress" or "Not played", and whether it was practice. */
export function archiveResultLabel({ outcome, attempts }: ArchiveResult): string {
  if (outcome === 'won') return `Won in ${attempts}`;
  if (outcome === 'lost') return 'Lost';
  if (outcome === 'in-progress') return 'In progress';
  return 'Not played';
}

/** The end of a practice game (or of the day's game looked back at), in one line. */
export function archiveEndLine(round: ArchiveRound): string {
  const answer = round.nft ? nftLabel(round.nft) : '';
  if (round.hasWon) return `Solved on attempt ${round.attemptsUsed}: ${answer}.`;
  return `It was ${answer}.`;
}
