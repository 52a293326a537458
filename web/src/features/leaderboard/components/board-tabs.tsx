import { t } from '@app/shared/client/i18n/language-runtime';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Link } from 'react-router';
import { LEADERBOARD_MAX, LEADERBOARD_PAGE_SIZE } from '@app/shared/constants';
import { useHoldersLeaderboard, useLeaderboard } from '@app/shared/client/leaderboard';
import { boardLoadFailure } from '@app/shared/client/load-failures';
import type { BoardName, Eligibility } from '@app/shared/schemas/leaderboard';
import { Spinner } from '../../../components/spinner';
import { LeaderboardTable } from './leaderboard-table';
import { OwnPlace } from './own-place';

const tabClass =
  'min-w-0 flex-1 rounded-md px-3 py-2 [overflow-wrap:anywhere] text-sm font-semibold data-[state=active]:bg-white data-[state=active]:shadow dark:data-[state=active]:bg-slate-700';

/** The right card: "$bwif Holders" (default) and "Regular Leaderboard". */
export function BoardTabs() {
  return (
    <section className="card" aria-label={t('board.label')}>
      <Tabs.Root defaultValue="holders">
        <Tabs.List className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800" aria-label={t('board.label')}>
          <Tabs.Trigger value="holders" className={tabClass}>
            {t('board.tab.holders')}
          </Tabs.Trigger>
          <Tabs.Trigger value="regular" className={tabClass}>
            {t('board.tab.regular')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="holders" className="mt-4">
          <HoldersBoard />
        </Tabs.Content>
        <Tabs.Content value="regular" className="mt-4">
          <RegularBoard />
        </Tabs.Content>
      </Tabs.Root>
      <Link to="/leaderboard/history" className="btn-secondary mt-4 w-full">
        {t('web.boards.history')}
      </Link>
    </section>
  );
}

function useShowMore() {
  const [limit, setLimit] = useState(LEADERBOARD_PAGE_SIZE);
  return { limit, more: () => setLimit(Math.min(limit + LEADERBOARD_PAGE_SIZE, LEADERBOARD_MAX)) };
}

function ShowMore({ shown, limit, onMore }: { shown: number; limit: number; onMore: () => void }) {
  if (shown < limit || limit >= LEADERBOARD_MAX) return null;
  return (
    <button type="button" className="btn-ghost mt-2 w-full" onClick={onMore}>
      {t('web.boards.more')}
    </button>
  );
}

function RegularBoard() {
  const { limit, more } = useShowMore();
  const board = useLeaderboard(limit);
  if (board.isPending) return <Spinner label={t('web.boards.loading')} />;
  if (board.isError) return <BoardError board="regular" />;
  if (board.data.length === 0)
    return (
      <>
        <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">{t('board.empty.regular')}</p>
        <OwnPlace board="regular" entries={[]} />
      </>
    );
  return (
    <>
      <LeaderboardTable entries={board.data} />
      <OwnPlace board="regular" entries={board.data} />
      <ShowMore shown={board.data.length} limit={limit} onMore={more} />
    </>
  );
}

function HoldersBoard() {
  const { limit, more } = useShowMore();
  const board = useHoldersLeaderboard(limit);
  if (board.isPending) return <Spinner label={t('web.boards.loadingHolders')} />;
  if (board.isError) return <BoardError board="holders" />;
  const { leaderboard, eligibility } = board.data;
  const own = <OwnPlace board="holders" entries={leaderboard} eligible={eligibility?.isEligible ?? false} />;
  return (
    <>
      {eligibility && <EligibilityPanel eligibility={eligibility} />}
      {leaderboard.length === 0 ? (
        <>
          <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">{t('board.empty.holders')}</p>
          {own}
        </>
      ) : (
        <>
          <LeaderboardTable entries={leaderboard} showBalance />
          {own}
          <ShowMore shown={leaderboard.length} limit={limit} onMore={more} />
        </>
      )}
    </>
  );
}

function BoardError({ board }: { board: BoardName }) {
  const { title, description } = boardLoadFailure(board);
  return (
    <p role="alert">
      {title}. {description}
    </p>
  );
}

function EligibilityPanel({ eligibility }: { eligibility: Eligibility }) {
  const balance = Number(eligibility.bwifBalance);
  if (eligibility.isEligible) {
    return (
      <p className="mb-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        {t('web.board.eligible', { balance: Math.round(balance) })}
      </p>
    );
  }
  const required = eligibility.minimumRequired;
  const missing = Math.round(required - balance);
  return (
    <p className="mb-3 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
      {t('web.board.notEligible', { balance: Math.round(balance), required: Math.round(required), missing })}
    </p>
  );
}
