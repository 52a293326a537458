import { Cell, Placeholder, SegmentedControl, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { ScreenLink } from '../../lib/screens';
import { LEADERBOARD_PAGE_SIZE } from '@app/shared/constants';
import { useHoldersLeaderboard, useLeaderboard } from '@app/shared/client/leaderboard';
import { shortenAddress } from '@app/shared/rules/address';
import type { LeaderboardEntry } from '@app/shared/schemas/leaderboard';

/** "$bwif Holders" (default) and "Regular Leaderboard", compact. */
export function BoardTabs() {
  const [tab, setTab] = useState<'holders' | 'regular'>('holders');
  return (
    <Section header="Leaderboards" footer={
        <ScreenLink to="/bwif-points" className="section-link">
          BWIF Points leaderboard
        </ScreenLink>
      }>
      <div className="row">
        <SegmentedControl>
          <SegmentedControl.Item selected={tab === 'holders'} onClick={() => setTab('holders')}>$bwif Holders</SegmentedControl.Item>
          <SegmentedControl.Item selected={tab === 'regular'} onClick={() => setTab('regular')}>Regular Leaderboard</SegmentedControl.Item>
        </SegmentedControl>
      </div>
      {tab === 'holders' ? <Holders /> : <Regular />}
    </Section>
  );
}

function Entries({ entries, empty }: { entries: LeaderboardEntry[] | undefined; empty: string }) {
  if (!entries) return <Placeholder><Spinner size="s" /></Placeholder>;
  if (entries.length === 0) return <Cell>{empty}</Cell>;
  return (
    <>
      {entries.map((entry) => (
        <Cell
          key={`${entry.rank}-${entry.walletAddress}`}
          before={<strong>{entry.rank}</strong>}
          after={`${entry.points} pts`}
          subtitle={shortenAddress(entry.walletAddress)}
          aria-current={entry.isCurrentUser ? 'true' : undefined}
        >
          {entry.username || 'Anonymous Player'}
          {entry.isCurrentUser ? ' (You)' : ''}
        </Cell>
      ))}
    </>
  );
}

function Holders() {
  const board = useHoldersLeaderboard(LEADERBOARD_PAGE_SIZE);
  return <Entries entries={board.data?.leaderboard} empty="No $bwif leaderboard data available yet." />;
}

function Regular() {
  const board = useLeaderboard(LEADERBOARD_PAGE_SIZE);
  return <Entries entries={board.data} empty="No leaderboard data available yet." />;
}
