/**
 * The words of the ways to the archive on the first screens: a module apart from the
 * archive's own words (archive-copy.ts), which only its lazily loaded pages need, so the
 * first screens' bundles carry these alone.
 */
export const ARCHIVE_LINKS = {
  link: 'Archive',
  promo: 'Done for today? Practise past puzzles.',
  tryYesterday: "Try yesterday's puzzle",
} as const;

/** The id a practice path takes for the newest past round, whichever day it is ("Try yesterday's puzzle"). */
export const LATEST_PUZZLE = 'latest';
