import { Button, Cell, List, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { ERASE_ME_COPY } from '@app/shared/client/erase-me';
import { pointsByAttemptText } from '@app/shared/client/game-flow/game-copy';
import { usePointsLeaderboard } from '@app/shared/client/leaderboard';
import { POINTS_BOARD_LOAD_FAILED } from '@app/shared/client/load-failures';
import { useMe } from '@app/shared/client/session';
import { shortenAddress } from '@app/shared/rules/address';
import { streakLine, streakStanding } from '@app/shared/rules/streak-text';
import type { Streak } from '@app/shared/schemas/streak';
import { pointsPlayerName, pointsRankLabel } from '@app/shared/rules/names';
import { InviteSection } from '../../features/retention/components/invite-section';
import { ReminderSection } from '../../features/retention/components/reminder-section';
import { DisplayNameForm } from '../../features/wallet/components/display-name-form';
import { EraseDataSheet } from '../../features/wallet/components/erase-data-sheet';
import { useMiniAppWallet } from '../../features/wallet/hooks/use-miniapp-wallet';
import { navigate } from '../../lib/screens';
import { useBackButton } from '../../lib/use-back-button';

/** /telegram/bwif-points: the player's profile (name, wallet, Disconnect, Delete My Data) and all-time points, BackButton leading home. */
export function PointsPage() {
  const me = useMe();
  const board = usePointsLeaderboard();

  useBackButton('/');

  return (
    <List className="page">
      {me.data?.walletAddress ? (
        <Profile wallet={me.data.walletAddress} displayName={me.data.displayName} streak={me.data.streak} />
      ) : (
        <Placeholder description="Play daily games to earn BWIF points!" />
      )}
      {me.data?.reminder && <ReminderSection reminder={me.data.reminder} />}
      {me.data?.invite && <InviteSection invite={me.data.invite} />}
      <Section header="How to Earn BWIF Points" footer={`${pointsByAttemptText()}.`}>
        <Cell multiline>Play the daily game with your connected wallet.</Cell>
      </Section>
      <Section
        header="BWIF Points"
        footer={
          <div className="row">
            <Button size="l" mode="plain" onClick={() => void board.refetch()}>
              Refresh
            </Button>
          </div>
        }
      >
        {board.isPending && (
          <Placeholder>
            <Spinner size="m" />
          </Placeholder>
        )}
        {board.isError && (
          <Cell role="alert" multiline description={POINTS_BOARD_LOAD_FAILED.description}>
            {POINTS_BOARD_LOAD_FAILED.title}
          </Cell>
        )}
        {board.data?.length === 0 && (
          <Cell multiline>No leaderboard data available yet. Be the first to earn BWIF points!</Cell>
        )}
        {board.data?.map((entry) => (
          <Cell
            key={entry.userId}
            before={<span className="rank tabular">{pointsRankLabel(entry.rank)}</span>}
            after={<span className="tabular">{entry.points}</span>}
          >
            {pointsPlayerName(entry)}
            {entry.isCurrentUser ? ' (You)' : ''}
          </Cell>
        ))}
      </Section>
    </List>
  );
}

function Profile({ wallet, displayName, streak }: { wallet: string; displayName: string | null; streak: Streak }) {
  const standing = streakStanding(streak);
  const { disconnect } = useMiniAppWallet();
  const [erasing, setErasing] = useState(false);
  return (
    <Section
      header="Your Profile"
      footer={
        <div className="row">
          <button type="button" className="pill-button danger-button" onClick={() => setErasing(true)}>
            {ERASE_ME_COPY.action}
          </button>
          <EraseDataSheet open={erasing} onClose={() => setErasing(false)} onErased={() => navigate('/')} />
        </div>
      }
    >
      <DisplayNameForm current={displayName} />
      <Cell subtitle={standing?.text ?? 'Days in a row with a finished game'} multiline>
        <span className="tabular">{streakLine(streak)}</span>
      </Cell>
      <Cell
        subtitle="Connected wallet"
        after={
          <Button size="l" mode="bezeled" onClick={disconnect}>
            Disconnect
          </Button>
        }
      >
        <span className="tabular">{shortenAddress(wallet, 'miniapp')}</span>
      </Cell>
    </Section>
  );
}
