import { useQuery } from '@tanstack/react-query';
import type { ArchiveRound } from '../schemas/archive';
import { spreadPercents } from '../rules/spread';
import { RoundSpread, roundSpreadPath } from '../schemas/spread';
import { apiRequest } from './api-fetch';
import { t } from './i18n/language-runtime';
import { queryKeys } from './query-keys';

/** How everyone did on a round: asked once the player's own game of it is over (or its day is). */
export function useRoundSpread(roundId: number) {
  return useQuery({
    queryKey: queryKeys.spread(roundId),
    queryFn: async () => RoundSpread.parse(await apiRequest(roundSpreadPath(roundId))),
  });
}

/** How the player's own game of the round ended: solved on an attempt, or missed (null). */
export interface OwnOutcome {
  solvedOn: number | null;
}

/** A game of the day as the spread marks it: solved on its last attempt, else missed. */
export const outcomeOf = (won: boolean, attemptsUsed: number): OwnOutcome => ({ solvedOn: won ? attemptsUsed : null });

/** A past round's own outcome: the day's game looked back at; none for practice, which the spread does not count. */
export const pastOutcomeOf = (round: Pick<ArchiveRound, 'practice' | 'hasWon' | 'attemptsUsed'>): OwnOutcome | null =>
  round.practice ? null : outcomeOf(round.hasWon, round.attemptsUsed);

/** One line of the spread: its words, and the share of the players it holds (0-100, rounded). */
interface SpreadRow {
  label: string;
  percent: number;
  /** The player's own game is on this line. */
  own: boolean;
}

const ROW_LABELS = ['spread.try1', 'spread.try2', 'spread.try3', 'spread.missed'] as const;
const STANDING = ['spread.you.first', 'spread.you.second', 'spread.you.third', 'spread.you.missed'] as const;

/**
 * The spread as both front ends draw it: how many played, a line per try and one for the
 * misses, and where the player stands ("You were one of the 18% who got it first try").
 * Nothing for a day nobody played: bars of 0% among 0 players tell a player nothing.
 */
export function spreadView(spread: RoundSpread, own: OwnOutcome | null) {
  if (spread.players === 0) return null;
  const percents = spreadPercents(spread);
  const ownLine = own ? (own.solvedOn ?? percents.length) - 1 : null;
  const rows: SpreadRow[] = percents.map((percent, line) => ({
    label: t(ROW_LABELS[line]!),
    percent,
    own: line === ownLine,
  }));
  return {
    players: t('spread.players', { players: spread.players }),
    rows,
    standing: ownLine === null ? null : t(STANDING[ownLine]!, { percent: rows[ownLine]!.percent }),
    percentText: (percent: number) => t('spread.percent', { percent }),
  };
}
