import { shortenAddress } from './address';

/** The name a BWIF points row shows: username, else @telegram, else the wallet 5+5, else "Unknown User". */
export function pointsPlayerName(entry: {
  username: string | null;
  telegramUsername: string | null;
  walletAddress: string | null;
}): string {
  if (entry.username) return entry.username;
  if (entry.telegramUsername) return `@${entry.telegramUsername}`;
  if (entry.walletAddress) return shortenAddress(entry.walletAddress, 'points');
  return 'Unknown User';
}

export const POINT_MEDALS = ['🥇', '🥈', '🥉'];

/** Medals for the top three, "#n" below. */
export const pointsRankLabel = (rank: number) => POINT_MEDALS[rank - 1] ?? `#${rank}`;
