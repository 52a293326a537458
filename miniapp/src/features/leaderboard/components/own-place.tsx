import { Cell } from '@telegram-apps/telegram-ui';
import { howToGetRanked } from '@app/shared/client/board-copy';
import { activeLanguage, t } from '@app/shared/client/i18n/language-runtime';
import { tNodes } from '@app/shared/client/i18n/t-nodes';
import { useOwnRank } from '@app/shared/client/leaderboard';
import { useMe } from '@app/shared/client/identity/session';
import type { BoardName, LeaderboardEntry } from '@app/shared/schemas/leaderboard';
import { NameChooser } from '../../../components/name-chooser';

/**
 * Below a board, for the signed-in player: where they stand when it does not list them (or
 * that they are not ranked yet, and how to get on), and the choice of the name it shows.
 */
export function OwnPlace({
  board,
  entries,
  eligible,
}: {
  board: BoardName;
  entries: LeaderboardEntry[];
  eligible: boolean;
}) {
  const signedIn = Boolean(useMe().data?.walletAddress);
  const shown = entries.some((entry) => entry.isCurrentUser);
  const own = useOwnRank(board, signedIn && !shown);
  // An answer kept from before the player's row came onto the page no longer applies.
  const place = shown ? undefined : own.data;
  if (!signedIn || !(shown || place)) return null;
  return (
    <>
      {place?.rank ? (
        <Cell
          data-testid={`own-rank-${board}`}
          multiline
          after={<span className="tabular">{t('miniapp.board.points', { points: place.points })}</span>}
        >
          {tNodes('miniapp.board.ownRank', {
            rank: <bdi>#{place.rank.toLocaleString(activeLanguage())}</bdi>,
            players: place.players,
          })}
        </Cell>
      ) : place ? (
        <Cell data-testid={`own-rank-${board}`} subtitle={howToGetRanked(board, eligible)} multiline>
          {t('board.own.notRanked')}
        </Cell>
      ) : null}
      <NameChooser />
    </>
  );
}
