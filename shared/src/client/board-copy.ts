import { t } from './i18n/language-runtime';

/**
 * How a player with no row gets on a board: points come from winning a round; the holders
 * board also needs an eligible wallet, whose numbers its panel gives.
 */
export function howToGetRanked(board: 'regular' | 'holders', eligible: boolean): string {
  return t(board === 'holders' && !eligible ? 'board.howTo.holders' : 'board.howTo.regular');
}
