import type { ReactNode } from 'react';
import type { LeaderboardEntry } from '@app/shared/schemas/leaderboard';
import { activeLanguage, t } from '@app/shared/client/i18n/language-runtime';
import { ScrollTable } from '../../../components/scroll-table';

interface BoardTableProps {
  /** The board's own numeric columns after Points. */
  extraColumns?: string[];
  children: ReactNode;
}

/** The table every board shares: Rank, Player, Points and the board's own columns; rows come as children. */
export function BoardTable({ extraColumns = [], children }: BoardTableProps) {
  return (
    <ScrollTable label={t('web.table.label')}>
      <thead>
        <tr className="text-start text-xs text-slate-600 dark:text-slate-400">
          <th scope="col" className="py-2">
            {t('web.table.rank')}
          </th>
          <th scope="col">{t('web.table.player')}</th>
          {[t('web.table.points'), ...extraColumns].map((label) => (
            <th key={label} scope="col" className="text-end">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </ScrollTable>
  );
}

/** A board row's classes, the signed-in player's row highlighted. */
export function boardRowClass(isCurrentUser: boolean): string {
  const highlight = isCurrentUser ? 'bg-brand-50 font-semibold dark:bg-brand-800/30' : '';
  return `border-t border-slate-200 dark:border-slate-800 ${highlight}`;
}

/** A weekly board row's figures: points, NFTs identified and the average attempts. */
export function BoardFigures({ entry }: { entry: LeaderboardEntry }) {
  const language = activeLanguage();
  return (
    <>
      <td className="text-end">{entry.points.toLocaleString(language)}</td>
      <td className="text-end">{entry.nftsIdentified.toLocaleString(language)}</td>
      <td className="text-end">
        {entry.averageAttempts.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </td>
    </>
  );
}
