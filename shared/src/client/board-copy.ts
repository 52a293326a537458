import { HOLDER_THRESHOLD } from '../constants';
import { activeLanguage, t } from './i18n/language-runtime';

/** One line on what each board is, wherever it is shown. */
export const BOARD_ABOUT = {
  get holders() {
    return t('board.about.holders', { threshold: HOLDER_THRESHOLD.toLocaleString(activeLanguage()) });
  },
  get regular() {
    return t('board.about.regular');
  },
  get points() {
    return t('board.about.points');
  },
};

/** What a player's BWIF points bring, beside their total. */
export const pointsBring = () => t('board.pointsBring');

/** The signed-in player's own line under a board, and where they choose the name it shows. */
export const OWN_PLACE = {
  get notRanked() {
    return t('board.own.notRanked');
  },
  get chooseName() {
    return t('board.own.chooseName');
  },
  get changeName() {
    return t('board.own.changeName');
  },
};

/**
 * How a player with no row gets on a board: points come from winning a round; the holders
 * board also needs an eligible wallet, whose numbers its panel gives.
 */
export function howToGetRanked(board: 'regular' | 'holders', eligible: boolean): string {
  return t(board === 'holders' && !eligible ? 'board.howTo.holders' : 'board.howTo.regular');
}
