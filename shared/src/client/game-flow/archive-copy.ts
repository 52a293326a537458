import { nftLabel } from '../../rules/nft-label';
import { ApiError } from '../api-fetch';
import type { PlayerMessage } from '../guess-failure';
import { activeLanguage, t } from '../i18n/language-runtime';
import type { ArchiveResult, ArchiveRound } from '../../schemas/archive';

/**
 * What a past puzzle's page says when it cannot show the round, never the server's raw
 * answer: resting (today's answer was a past one's), missing (an unknown or malformed id,
 * today's or a future round), or not loaded.
 */
export function archiveRoundFailure(error: unknown): PlayerMessage {
  if (error instanceof ApiError && error.code === 'PRACTICE_RESTING')
    return { title: t('archive.resting'), description: t('archive.restingDetail') };
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return missing
    ? { title: t('archive.notFound'), description: t('archive.roundMissing') }
    : { title: t('archive.notLoaded'), description: t('archive.roundLoadFailed') };
}

/** A round's UTC day in the active language: "Tue, Nov 17", "11月17日(火)". */
export function archiveDayLabel(day: string): string {
  return new Intl.DateTimeFormat(activeLanguage(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A past puzzle's heading: "#385 · Tue, Nov 17". */
export const practiceTitle = ({ roundNumber, day }: Pick<ArchiveRound, 'roundNumber' | 'day'>) =>
  t('practice.title', { number: roundNumber, day: archiveDayLabel(day) });

const RESULT_IDS: Record<ArchiveResult['outcome'], string> = {
  won: 'archive.result.won',
  lost: 'archive.result.lost',
  'in-progress': 'archive.result.inProgress',
  'not-played': 'archive.result.notPlayed',
};

/** "Won in 2", "Lost", "In progress" or "Not played". */
export const archiveResultLabel = ({ outcome, attempts }: ArchiveResult): string =>
  t(RESULT_IDS[outcome], { attempts });

/**
 * The end of a practice game (or of the day's game looked back at): the answer. How it went
 * is the card's attempts line, said once.
 */
export const archiveEndLine = ({ nft }: Pick<ArchiveRound, 'nft'>): string =>
  t('archive.end.answer', { answer: nft ? nftLabel(nft) : '' });
