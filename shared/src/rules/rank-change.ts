import type { RankChange } from '../schemas/game';

/** What the result dialog says about a scoring guess's move on the weekly board (docs/SPEC.md). */
export function rankChangeText({ from, to }: RankChange): string {
  if (from === null) return `You entered the weekly leaderboard at #${to}!`;
  const places = from - to;
  if (places <= 0) return `You hold #${to} on the weekly leaderboard.`;
  return `You moved up ${places} ${places === 1 ? 'place' : 'places'} to #${to} on the weekly leaderboard!`;
}
