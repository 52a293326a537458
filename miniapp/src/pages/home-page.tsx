import { Button, Cell, List, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { lazy, Suspense } from 'react';
import { shortenAddress } from '@app/shared/rules/address';
import { AdRewardButton } from '../features/ads/ad-reward-button';
import { GameSection } from '../features/game/game-section';
import { useMiniAppWallet } from '../features/wallet/use-miniapp-wallet';

// The boards sit below the game: they load right after it, not before it.
const BoardTabs = lazy(() =>
  import('../features/leaderboard/board-tabs').then((module) => ({ default: module.BoardTabs })),
);

const boards = (
  <Suspense
    fallback={
      <Placeholder>
        <Spinner size="m" />
      </Placeholder>
    }
  >
    <BoardTabs />
  </Suspense>
);

const HOW_TO_PLAY = [
  'Connect your Xaman wallet',
  'Guess the NFT ID (such as #385) from the blurred image',
  'You have 3 attempts per day',
  'The image clears with each attempt',
  'Score points: 10, 5 or 2',
  '$BWIF holders get bonus features',
];

/** /telegram: the game for a connected wallet, or how to start for everyone else. */
export function HomePage() {
  const wallet = useMiniAppWallet();
  if (wallet.loading)
    return (
      <Placeholder>
        <Spinner size="l" />
      </Placeholder>
    );
  if (!wallet.wallet) {
    return (
      <List className="page">
        <Section header="Connect Wallet">
          <Placeholder
            header="BWIF NFT Guess"
            description="Sign in with your Xaman wallet to play today's challenge."
            action={
              <Button size="l" loading={wallet.connecting} onClick={() => void wallet.connect()}>
                Connect Wallet
              </Button>
            }
          />
          {wallet.error && (
            <Cell role="alert" description={wallet.error}>
              Connection failed
            </Cell>
          )}
        </Section>
        <Section header="How to Play">
          {HOW_TO_PLAY.map((step, index) => (
            <Cell key={step} before={<strong>{index + 1}</strong>} multiline>
              {step}
            </Cell>
          ))}
        </Section>
        {boards}
      </List>
    );
  }
  return (
    <List className="page">
      <Section>
        <Cell
          after={
            <Button size="s" mode="outline" onClick={wallet.disconnect}>
              Disconnect
            </Button>
          }
        >
          {shortenAddress(wallet.wallet, 'miniapp')}
        </Cell>
      </Section>
      <GameSection />
      <AdRewardButton />
      {boards}
    </List>
  );
}
