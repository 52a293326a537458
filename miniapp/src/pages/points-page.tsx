import { Button, Cell, List, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useEffect } from 'react';
import { usePointsLeaderboard } from '@app/shared/client/leaderboard';
import { useMe } from '@app/shared/client/session';
import { pointsPlayerName, pointsRankLabel } from '@app/shared/rules/names';
import { navigate } from '../lib/screens';
import { onBackButton, setBackButton } from '../lib/telegram';

/** /telegram/bwif-points: all-time points, with Telegram's BackButton leading home. */
export function PointsPage() {
  const me = useMe();
  const board = usePointsLeaderboard();

  useEffect(() => {
    setBackButton(true);
    const stop = onBackButton(() => navigate('/'));
    return () => {
      stop();
      setBackButton(false);
    };
  }, []);

  return (
    <List className="page">
      <Section header="How to Earn BWIF Points" footer="10 points on the 1st try, 5 on the 2nd and 2 on the 3rd.">
        <Cell multiline>Play the daily game with your connected wallet.</Cell>
      </Section>
      {!me.data?.walletAddress && <Placeholder description="Play daily games to earn BWIF points!" />}
      <Section
        header="BWIF Points"
        footer={
          <Button size="s" mode="plain" onClick={() => void board.refetch()}>
            Refresh
          </Button>
        }
      >
        {board.isPending && (
          <Placeholder>
            <Spinner size="m" />
          </Placeholder>
        )}
        {board.isError && <Cell role="alert">Failed to load BWIF Points leaderboard. Please try again later.</Cell>}
        {board.data?.length === 0 && (
          <Cell multiline>No leaderboard data available yet. Be the first to earn BWIF points!</Cell>
        )}
        {board.data?.map((entry) => (
          <Cell key={entry.userId} before={<strong>{pointsRankLabel(entry.rank)}</strong>} after={`${entry.points}`}>
            {pointsPlayerName(entry)}
            {entry.isCurrentUser ? ' (You)' : ''}
          </Cell>
        ))}
      </Section>
    </List>
  );
}
