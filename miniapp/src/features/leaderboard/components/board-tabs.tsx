import { Button, Cell, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { ScreenLink } from '../../../lib/screens';
import { LEADERBOARD_PAGE_SIZE } from '@app/shared/constants';
import { BOARD_ABOUT } from '@app/shared/client/board-copy';
import { useHoldersLeaderboard, useLeaderboard, useOwnRank } from '@app/shared/client/leaderboard';
import { boardLoadFailure, RETRY } from '@app/shared/client/load-failures';
import { useMe } from '@app/shared/client/session';
import { shortenAddress } from '@app/shared/rules/address';
import { bwifBalanceLabel } from '@app/shared/rules/balance';
import type { BoardName, LeaderboardEntry } from '@app/shared/schemas/leaderboard';

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

const count = (value: number) => value.toLocaleString('en-US');

/** Below a board that does not list the signed-in player: where they stand. */
function OwnRank({ board, entries }: { board: BoardName; entries: LeaderboardEntry[] }) {
  const signedIn = Boolean(useMe().data?.walletAddress);
  const shown = entries.some((entry) => entry.isCurrentUser);
  const own = useOwnRank(board, signedIn && !shown);
  if (shown || !own.data?.rank) return null;
  return (
    <Cell data-testid={`own-rank-${board}`} after={<span className="tabular">{count(own.data.points)} pts</span>}>
      Your rank: #{count(own.data.rank)} of {count(own.data.players)}
    </Cell>
  );
}

interface EntriesProps {
  board: BoardName;
  entries: LeaderboardEntry[] | undefined;
  /** The board's request failed: its message and Retry in place of a spinner. */
  failed: boolean;
  onRetry: () => void;
  empty: string;
}

function Entries({ board, entries, failed, onRetry, empty }: EntriesProps) {
  if (!entries && failed) return <BoardError board={board} onRetry={onRetry} />;
  if (!entries)
    return (
      <Placeholder>
        <Spinner size="s" />
      </Placeholder>
    );
  if (entries.length === 0) return <Cell>{empty}</Cell>;
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
      <OwnRank board={board} entries={entries} />
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
