import { nftLabel } from '../../rules/nft-label';
import type { ArchiveResult, ArchiveRound } from '../../schemas/archive';

/** The archive's words, the same on both front ends. */
export const ARCHIVE_COPY = {
  title: 'Past puzzles',
  link: 'Archive',
  intro: 'Play the puzzles of days gone by. Practice: no points, no boards, no raffle weight.',
  practice: 'Practice',
  lookBack: 'Played on its day',
  showMore: 'Show more',
  back: 'Back to archive',
  empty: 'No past puzzles yet. Come back tomorrow!',
  loadFailed: 'Could not load the archive.',
  roundLoadFailed: 'Could not load this puzzle.',
  signIn: 'Connect your wallet to practise past puzzles.',
  promo: 'Done for today? Practise past puzzles.',
} as const;

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
  if (round.hasWon) return `Solved in ${round.attemptsUsed}: ${answer}.`;
  return `It was ${answer}.`;
}
