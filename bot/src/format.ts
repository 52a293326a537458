import type { RankedName } from '@app/shared/announcements';
import type { Language } from '@app/shared/i18n/languages';
import { formatUtcDay } from '@app/shared/rules/time';
import { DELETED_PLAYER } from '@app/shared/rules/names';
import type { Translate } from './i18n';

/** "1. ada: 25 pts", one line a place; an erased player's stand-in name in the reader's language. */
export function rankedLines(t: Translate, entries: RankedName[]): string {
  return entries
    .map(({ rank, name, points }) =>
      t('board.line', { rank, name: name === DELETED_PLAYER ? t('board.deletedPlayer') : name, points }),
    )
    .join('\n');
}

/** A period's first and last days (a week's, a raffle's) as `language` writes dates: a message's {start} and {end}. */
export const periodDays = (language: Language, period: { weekStart: string; weekEnd: string }) => ({
  start: formatUtcDay(period.weekStart, language),
  end: formatUtcDay(period.weekEnd, language),
});
