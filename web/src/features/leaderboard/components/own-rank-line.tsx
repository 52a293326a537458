import { useOwnRank } from '@app/shared/client/leaderboard';
import { useMe } from '@app/shared/client/session';
import type { BoardName, LeaderboardEntry } from '@app/shared/schemas/leaderboard';

const count = (value: number) => value.toLocaleString('en-US');

/** Below a board whose shown rows do not include the signed-in player: where they stand. */
export function OwnRankLine({ board, entries }: { board: BoardName; entries: LeaderboardEntry[] }) {
  const signedIn = Boolean(useMe().data?.walletAddress);
  const shown = entries.some((entry) => entry.isCurrentUser);
  const own = useOwnRank(board, signedIn && !shown);
  if (shown || !own.data?.rank) return null;
  const { rank, players, points } = own.data;
  return (
    <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm dark:bg-brand-800/30" data-testid={`own-rank-${board}`}>
      Your rank: <strong>#{count(rank)}</strong> of {count(players)} players · {count(points)} points
    </p>
  );
}
