import { howToGetRanked } from '@app/shared/client/board-copy';
import { activeLanguage, t } from '@app/shared/client/i18n/language-runtime';
import { tNodes } from '@app/shared/client/i18n/t-nodes';
import { useOwnRank } from '@app/shared/client/leaderboard';
import { useMe } from '@app/shared/client/identity/session';
import type { BoardName, LeaderboardEntry } from '@app/shared/schemas/leaderboard';
import { NameChooser } from '../../../components/name-chooser';

interface OwnPlaceProps {
  board: BoardName;
  entries: LeaderboardEntry[];
  /** The holders board: whether the player's wallet holds enough to be on it. */
  eligible?: boolean;
}

/**
 * Below a board whose shown rows do not include the signed-in player: where they stand, or
 * that they are not ranked yet and how to get on; and the name the board would show.
 */
export function OwnPlace({ board, entries, eligible = true }: OwnPlaceProps) {
  const signedIn = Boolean(useMe().data?.walletAddress);
  const shown = entries.some((entry) => entry.isCurrentUser);
  const own = useOwnRank(board, signedIn && !shown);
  if (shown || !own.data) return null;
  const { rank, players, points } = own.data;
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 rounded-lg bg-brand-50 px-3 py-2 text-sm dark:bg-brand-800/30">
      {rank ? (
        <p data-testid={`own-rank-${board}`}>
          {tNodes('web.board.ownRank', {
            rank: <strong dir="ltr">#{rank.toLocaleString(activeLanguage())}</strong>,
            players,
            points,
          })}
        </p>
      ) : (
        <p data-testid={`own-rank-${board}`}>
          <strong>{t('board.own.notRanked')}.</strong> {howToGetRanked(board, eligible)}
        </p>
      )}
      <NameChooser />
    </div>
  );
}
