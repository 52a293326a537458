import { Button, Cell, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { ScreenLink } from '../../../lib/screens';
import { HOLDER_THRESHOLD, LEADERBOARD_PAGE_SIZE } from '@app/shared/constants';
import { activeLanguage, t } from '@app/shared/client/i18n/language-runtime';
import { playerName, useHoldersLeaderboard, useLeaderboard } from '@app/shared/client/leaderboard';
import { boardLoadFailure } from '@app/shared/client/load-failures';
import { useT } from '@app/shared/client/i18n/use-t';
import { shortenAddress } from '@app/shared/rules/address';
import { bwifBalanceLabel } from '@app/shared/rules/balance';
import type { BoardName, LeaderboardEntry } from '@app/shared/schemas/leaderboard';
import { OwnPlace } from './own-place';
import './board-tabs.css';

const TABS = [
  ['holders', 'board.tab.holders'],
  ['regular', 'board.tab.regular'],
] as const;

/** "$bwif Holders" (default) and "Regular Leaderboard", compact, each label in full at 390 px and saying what it is. */
export function BoardTabs() {
  const [tab, setTab] = useState<'holders' | 'regular'>('holders');
  return (
    <Section
      header={t('board.label')}
      footer={
        <ScreenLink to="/bwif-points" className="section-link">
          {t('miniapp.board.pointsLink')}
        </ScreenLink>
      }
    >
      <div className="tabs" role="tablist" aria-label={t('board.label')}>
        {TABS.map(([name, label]) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls="board-panel"
            className="tab"
            onClick={() => setTab(name)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="board-panel" aria-labelledby={`tab-${tab}`}>
        <p className="board-about">
          {tab === 'holders' ? t('board.about.holders', { threshold: HOLDER_THRESHOLD }) : t('board.about.regular')}
        </p>
        {tab === 'holders' ? <Holders /> : <Regular />}
      </div>
    </Section>
  );
}

interface EntriesProps {
  board: BoardName;
  entries: LeaderboardEntry[] | undefined;
  /** The holders board: whether the player's wallet holds enough to be on it. */
  eligible?: boolean;
  /** The board's request failed: its message and Retry in place of a spinner. */
  failed: boolean;
  onRetry: () => void;
  empty: string;
}

function Entries({ board, entries, eligible = true, failed, onRetry, empty }: EntriesProps) {
  if (!entries && failed) return <BoardError board={board} onRetry={onRetry} />;
  if (!entries)
    return (
      <Placeholder>
        <Spinner size="s" />
      </Placeholder>
    );
  const own = <OwnPlace board={board} entries={entries} eligible={eligible} />;
  if (entries.length === 0)
    return (
      <>
        <Cell multiline>{empty}</Cell>
        {own}
      </>
    );
  const language = activeLanguage();
  return (
    <>
      {entries.map((entry) => (
        // Multiline: a long name and its "(You)" wrap rather than end in "…" on a narrow phone.
        <Cell
          key={`${entry.rank}-${entry.walletAddress}`}
          multiline
          before={<span className="rank tabular">{entry.rank.toLocaleString(language)}</span>}
          after={<span className="tabular">{t('miniapp.board.points', { points: entry.points })}</span>}
          subtitle={<bdi>{shortenAddress(entry.walletAddress)}</bdi>}
          description={
            entry.bwifBalance !== undefined &&
            `${bwifBalanceLabel(entry.bwifBalance, language) ?? t('board.balanceUnknown')} $BWIF`
          }
          aria-current={entry.isCurrentUser ? 'true' : undefined}
        >
          <bdi>{playerName(entry.username)}</bdi>
          {entry.isCurrentUser ? ` (${t('board.you')})` : ''}
        </Cell>
      ))}
      {own}
    </>
  );
}

function BoardError({ board, onRetry }: { board: BoardName; onRetry: () => void }) {
  const t = useT();
  const { title, description } = boardLoadFailure(board);
  return (
    <div role="alert">
      <Placeholder
        header={title}
        description={description}
        action={
          <Button size="l" onClick={onRetry}>
            {t('load.retry')}
          </Button>
        }
      />
    </div>
  );
}

function Holders() {
  const board = useHoldersLeaderboard(LEADERBOARD_PAGE_SIZE);
  return (
    <Entries
      board="holders"
      entries={board.data?.leaderboard}
      eligible={board.data?.eligibility?.isEligible ?? false}
      failed={board.isError}
      onRetry={() => void board.refetch()}
      empty={t('board.empty.holders')}
    />
  );
}

function Regular() {
  const board = useLeaderboard(LEADERBOARD_PAGE_SIZE);
  return (
    <Entries
      board="regular"
      entries={board.data}
      failed={board.isError}
      onRetry={() => void board.refetch()}
      empty={t('board.empty.regular')}
    />
  );
}
