import type { RankedName } from '@app/shared/announcements';

/** "1. ada: 25 pts", one line a place. */
export function rankedLines(entries: RankedName[]): string {
  return entries.map((entry) => `${entry.rank}. ${entry.name}: ${entry.points} pts`).join('\n');
}
