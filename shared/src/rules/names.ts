import { shortenAddress } from './address';

/** What the weekly boards and the history show for a player with no name of any kind. */
export const ANONYMOUS_PLAYER = 'Anonymous Player';

/** The name boards and history show for a player who erased their data. */
export const DELETED_PLAYER = 'Deleted player';

/** What the BWIF points board shows for a player with no name of any kind. */
export const UNKNOWN_USER = 'Unknown User';

/** The name a weekly board or history row shows: the player's name, else "Anonymous Player". */
export const boardPlayerName = (name: string | null): string => name || ANONYMOUS_PLAYER;

/** The name a BWIF points row shows: username, else @telegram, else the wallet 5+5, else "Unknown User". */
export function pointsPlayerName(entry: {
  username: string | null;
  telegramUsername: string | null;
  walletAddress: string | null;
}): string {
  if (entry.username) return entry.username;
  if (entry.telegramUsername) return `@${entry.telegramUsername}`;
  if (entry.walletAddress) return shortenAddress(entry.walletAddress, 'points');
  return UNKNOWN_USER;
}

const POINT_MEDALS = ['🥇', '🥈', '🥉'];

/** Medals for the top three, "#n" below. */
export const pointsRankLabel = (rank: number) => POINT_MEDALS[rank - 1] ?? `#${rank}`;
