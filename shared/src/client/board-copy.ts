import { HOLDER_THRESHOLD } from '../constants';

/** One line on what each board is, wherever it is shown. */
export const BOARD_ABOUT = {
  holders: `Players holding at least ${HOLDER_THRESHOLD.toLocaleString('en-US')} $BWIF, by this week's points: the weekly XRP raffle is drawn among them, a ticket per point.`,
  regular: "Every player's points this week; a new week starts Monday 00:00 UTC.",
  points: 'All-time points from games, ads and invites, kept from week to week.',
} as const;

/** What a player's BWIF points bring, beside their total. */
export const POINTS_BRING =
  "Your total ranks you on the all-time board below; each week's game and ad points also count on the weekly boards, and for $BWIF holders as raffle tickets for XRP.";

/** The signed-in player's own line under a board, and where they choose the name it shows. */
export const OWN_PLACE = {
  notRanked: 'You — not ranked yet',
  chooseName: 'Choose a name',
  changeName: 'Change name',
} as const;

/**
 * How a player with no row gets on a board: points come from winning a round; the holders
 * board also needs an eligible wallet, whose numbers its panel gives.
 */
export function howToGetRanked(board: 'regular' | 'holders', eligible: boolean): string {
  return board === 'holders' && !eligible
    ? 'Once your wallet holds enough $BWIF, win a round this week to get on this board.'
    : 'Win a round this week to score and get on this board.';
}
