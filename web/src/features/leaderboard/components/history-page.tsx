import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { activeLanguage, t } from '@app/shared/client/i18n/language-runtime';
import { playerName, useLeaderboardHistory } from '@app/shared/client/leaderboard';
import { shortenAddress } from '@app/shared/rules/address';
import type { HistoryWeek, LeaderboardEntry } from '@app/shared/schemas/leaderboard';
import { BoardFigures, BoardTable, boardRowClass } from './board-table';
import { RaffleSection } from './raffle-section';

const tabClass =
  'rounded-md px-3 py-2 text-sm font-semibold data-[state=active]:bg-white data-[state=active]:shadow dark:data-[state=active]:bg-slate-700';

/** /leaderboard/history: every archived period with both boards and its raffle. */
export default function HistoryPage() {
  const history = useLeaderboardHistory();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <Link to="/" className="btn-ghost self-start">
        {t('web.history.back')}
      </Link>
      <h1 className="text-3xl font-bold">{t('web.history.title')}</h1>
      {history.isPending && <Skeletons />}
      {history.isError && (
        <section role="alert" className="card">
          <h2 className="font-bold">{t('web.history.failedTitle')}</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('web.history.failedBody')}</p>
        </section>
      )}
      {history.data && history.data.history.length === 0 && (
        <section className="card text-center">
          <p>{t('web.history.empty')}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('web.history.resetNote')}</p>
        </section>
      )}
      {history.data?.history.map((week) => (
        <WeekBlock key={week.periodId} week={week} />
      ))}
    </div>
  );
}

function Skeletons() {
  return (
    <div aria-busy="true" aria-label={t('web.history.loading')} className="flex flex-col gap-4">
      {[0, 1].map((index) => (
        <div key={index} className="card h-40 animate-pulse" />
      ))}
    </div>
  );
}

/** "Nov 16, 2026" from "2026-11-16", in the active language. */
const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(activeLanguage(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

function WeekBlock({ week }: { week: HistoryWeek }) {
  const title = t('web.history.week', { start: formatDay(week.weekStart), end: formatDay(week.weekEnd) });
  return (
    <section className="card" aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('web.history.period', { id: week.periodId })}</p>
      <Tabs.Root defaultValue="regular" className="mt-3">
        <Tabs.List className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          <Tabs.Trigger value="regular" className={tabClass}>
            {t('board.tab.regular')}
          </Tabs.Trigger>
          <Tabs.Trigger value="holders" className={tabClass}>
            {t('web.history.holders')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="regular" className="mt-3">
          <HistoryTable entries={week.leaderboard} />
        </Tabs.Content>
        <Tabs.Content value="holders" className="mt-3">
          <HistoryTable entries={week.bwifLeaderboard} />
        </Tabs.Content>
      </Tabs.Root>
      <RaffleSection raffle={week.raffle} periodId={week.periodId} />
    </section>
  );
}

function HistoryTable({ entries }: { entries: LeaderboardEntry[] }) {
  if (entries.length === 0)
    return <p className="py-3 text-sm text-slate-600 dark:text-slate-400">{t('web.history.noEntries')}</p>;
  return (
    <BoardTable extraColumns={[t('web.history.nfts'), t('web.table.avgAttempts')]}>
      {entries.map((entry) => (
        <tr key={`${entry.rank}-${entry.walletAddress}`} className={boardRowClass(entry.isCurrentUser)}>
          <td className="py-2">{entry.rank.toLocaleString(activeLanguage())}</td>
          <td>
            <span className="block">
              <bdi>{playerName(entry.username)}</bdi>
            </span>
            {entry.walletAddress && (
              <span dir="ltr" className="font-mono text-xs text-slate-600 dark:text-slate-400">
                {shortenAddress(entry.walletAddress, 'history')}
              </span>
            )}
          </td>
          <BoardFigures entry={entry} />
        </tr>
      ))}
    </BoardTable>
  );
}
