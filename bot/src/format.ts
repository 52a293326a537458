import type { RankedName } from '@app/shared/announcements';
import type { Translate } from './i18n';

/** "1. ada: 25 pts", one line a place. */
export function rankedLines(t: Translate, entries: RankedName[]): string {
  return entries.map(({ rank, name, points }) => t('board.line', { rank, name, points })).join('\n');
}
