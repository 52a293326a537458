import { Button, Cell, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { ScreenLink } from '../../../lib/screens';
import { LEADERBOARD_PAGE_SIZE } from '@app/shared/constants';
import { BOARD_ABOUT } from '@app/shared/client/board-copy';
import { useHoldersLeaderboard, useLeaderboard } from '@app/shared/client/leaderboard';
import { boardLoadFailure, RETRY } from '@app/shared/client/load-failures';
import { shortenAddress } from '@app/shared/rules/address';
import { bwifBalanceLabel } from '@app/shared/rules/balance';
import type { BoardName, LeaderboardEntry } from '@app/shared/schemas/leaderboard';
import { OwnPlace } from './own-place';
import './board-tabs.css';

const TABS = [
  ['holders', '$bwif Holders'],
  ['regular', 'Regular Leaderboard'],
] as const;

/** "$bwif Holders" (default) and "Regular Leaderboard", compact, each label in full at 390 px and saying what it is. */
export function BoardTabs() {
  const [tab, setTab] = useState<'holders' | 'regular'>('holders');
  return (
    <Section
      header="Leaderboards"
      footer={
        <ScreenLink to="/bwif-points" className="section-link">
          BWIF Points leaderboard
        </ScreenLink>
      }
    >
      <div className="tabs" role="tablist" aria-label="Leaderboards">
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
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="board-panel" aria-labelledby={`tab-${tab}`}>
        <p className="board-about">{BOARD_ABOUT[tab]}</p>
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
        <Cell>{empty}</Cell>
        {own}
      </>
    );
  return (
    <>
      {entries.map((entry) => (
        <Cell
          key={`${entry.rank}-${entry.walletAddress}`}
          before={<span className="rank tabular">{entry.rank}</span>}
          after={<span className="tabular">{entry.points} pts</span>}
          subtitle={shortenAddress(entry.walletAddress)}
          description={entry.bwifBalance !== undefined && `${bwifBalanceLabel(entry.bwifBalance)} $BWIF`}
          aria-current={entry.isCurrentUser ? 'true' : undefined}
        >
          {entry.username || 'Anonymous Player'}
          {entry.isCurrentUser ? ' (You)' : ''}
        </Cell>
      ))}
      {own}
    </>
  );
}

function BoardError({ board, onRetry }: { board: BoardName; onRetry: () => void }) {
  const { title, description } = boardLoadFailure(board);
  return (
    <div role="alert">
      <Placeholder
        header={title}
        description={description}
        action={
          <Button size="l" onClick={onRetry}>
            {RETRY}
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
      empty="No $bwif leaderboard data available yet."
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
      empty="No leaderboard data available yet."
    />
  );
}
