import type { RoundSpreadLook } from '@app/shared/client/game-flow/round-spread';
import './round-spread.css';

/** The spread in Telegram's colours: a bar per line in the theme's button colour, the player's own line bold. */
export const SPREAD_LOOK: RoundSpreadLook = {
  section: 'round-spread',
  title: 'sheet-subtitle',
  players: 'spread-players',
  rows: 'spread-rows',
  row: 'spread-row',
  ownRow: 'spread-own',
  label: 'spread-label',
  track: 'spread-track',
  bar: 'spread-bar',
  percent: 'tabular spread-percent',
  standing: 'spread-standing',
};
