import { activeLanguage, t } from '@app/shared/client/i18n/language-runtime';
import { Award, Medal, Trophy } from 'lucide-react';
import { shortenAddress } from '@app/shared/rules/address';
import { usePublicConfig } from '@app/shared/client/ads';
import { playerName } from '@app/shared/client/leaderboard';
import { explorerAccountLink } from '@app/shared/links';
import { bwifBalanceLabel } from '@app/shared/rules/balance';
import type { LeaderboardEntry } from '@app/shared/schemas/leaderboard';
import { BoardFigures, BoardTable, boardRowClass } from './board-table';
import { NameChooser } from '../../../components/name-chooser';

const RANK_ICONS = [
  { Icon: Trophy, className: 'text-amber-500' },
  { Icon: Medal, className: 'text-slate-400' },
  { Icon: Award, className: 'text-orange-600' },
];

function RankCell({ rank }: { rank: number }) {
  const icon = RANK_ICONS[rank - 1];
  if (!icon) return <span className="font-mono">{rank.toLocaleString(activeLanguage())}</span>;
  return <icon.Icon size={18} className={icon.className} aria-label={t('board.rankOrdinal', { rank })} role="img" />;
}

interface LeaderboardTableProps {
  entries: LeaderboardEntry[];
  /** The holders board: each player's $BWIF balance as the server last checked it. */
  showBalance?: boolean;
}

/**
 * Rank, Player, Points, NFTs, Avg. Attempts (and the holders' BWIF Balance); the signed-in
 * player's row highlighted and marked "You", with the choice of the name it shows.
 */
export function LeaderboardTable({ entries, showBalance = false }: LeaderboardTableProps) {
  const links = usePublicConfig().data?.links;
  return (
    <BoardTable
      extraColumns={[t('web.table.nfts'), t('web.table.avgAttempts'), ...(showBalance ? [t('web.table.balance')] : [])]}
    >
      {entries.map((entry) => (
        <tr
          key={`${entry.rank}-${entry.walletAddress}`}
          aria-current={entry.isCurrentUser ? 'true' : undefined}
          className={boardRowClass(entry.isCurrentUser)}
        >
          <td className="py-2">
            <RankCell rank={entry.rank} />
          </td>
          <td>
            <span className="block">
              <bdi>{playerName(entry.username)}</bdi>
              {entry.isCurrentUser && (
                <span className="ms-1 rounded bg-brand-700 px-1.5 py-0.5 text-[10px] text-white">{t('board.you')}</span>
              )}
            </span>
            {entry.walletAddress && (
              <a
                href={links && explorerAccountLink(links, entry.walletAddress)}
                target="_blank"
                rel="noreferrer"
                dir="ltr"
                className="font-mono text-xs text-brand-700 hover:underline dark:text-brand-100"
              >
                {shortenAddress(entry.walletAddress)}
              </a>
            )}
            {entry.isCurrentUser && (
              <span className="block">
                <NameChooser />
              </span>
            )}
          </td>
          <BoardFigures entry={entry} />
          {showBalance && (
            <td className="text-end">
              {bwifBalanceLabel(entry.bwifBalance, activeLanguage()) ?? t('board.balanceUnknown')}
            </td>
          )}
        </tr>
      ))}
    </BoardTable>
  );
}
