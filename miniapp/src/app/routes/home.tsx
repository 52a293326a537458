import { List, Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import { lazy, Suspense } from 'react';
import { ScreenBoundary } from '@app/shared/client/screen-boundary';
import { useT } from '@app/shared/client/i18n/use-t';
import { LaterAdRewardButton } from '../../features/ads/components/later-ad-reward-button';
import { ArchiveLink, TryYesterdayLink } from '../../features/game/components/archive-link';
import { DailyGame } from '../../features/game/components/daily-game';
import { GroupBoardSlot } from '../../features/groups/components/group-board-slot';
import { VisitorPuzzle } from '../../features/game/components/visitor-puzzle';
import { ConnectWalletSection } from '../../features/wallet/components/connect-wallet-section';
import { useMiniAppWallet } from '../../identity/use-miniapp-wallet';
import { ScreenLink } from '../../lib/screens';
import type { TelegramEnv } from '../../identity/launch-params';
import { Loading } from '../../components/loading';
import { ScreenLoadFailed } from '../../components/screen-load-failed';
import './home.css';

// The boards sit below the game: they load right after it, not before it.
const BoardTabs = lazy(() =>
  import('../../features/leaderboard/components/board-tabs').then((module) => ({ default: module.BoardTabs })),
);

// A visitor's How to Play sits below the fold: it loads after the first screen, with the first launch's sheet.
const HowToPlaySteps = lazy(() =>
  import('../../features/game/components/how-to-play-steps').then((module) => ({ default: module.HowToPlaySteps })),
);

// Each part that loads its code later fails on its own: the top bar and the game stay on screen.
const boards = (
  <ScreenBoundary failed={<ScreenLoadFailed />}>
    <Suspense
      fallback={
        <Placeholder>
          <Spinner size="m" />
        </Placeholder>
      }
    >
      <BoardTabs />
    </Suspense>
  </ScreenBoundary>
);

/** One row at the top: the game's name and the way to the points page (name, wallet, Disconnect). */
function TopBar() {
  const t = useT();
  return (
    <header className="top-bar">
      <span className="brand">BWIF NFT Guess</span>
      <nav className="top-links" aria-label={t('nav.main')}>
        <ArchiveLink short />
        <ScreenLink to="/bwif-points" className="pill-button">
          {t('miniapp.nav.profile')}
        </ScreenLink>
      </nav>
    </header>
  );
}

/** /telegram: the game for a connected wallet; for everyone else today's puzzle, then how to start. */
export function HomePage({ env }: { env: TelegramEnv | null }) {
  const wallet = useMiniAppWallet();
  if (wallet.loading) return <Loading />;
  if (!wallet.wallet) {
    return (
      <List className="page">
        <TopBar />
        <ScreenBoundary failed={<ScreenLoadFailed />}>
          <VisitorPuzzle />
          <GroupBoardSlot initData={env?.initData} />
          <ConnectWalletSection beside={<TryYesterdayLink />} />
          <ScreenBoundary failed={null}>
            <Suspense fallback={null}>
              <HowToPlaySteps titled />
            </Suspense>
          </ScreenBoundary>
          {boards}
        </ScreenBoundary>
      </List>
    );
  }
  return (
    <List className="page">
      <TopBar />
      <ScreenBoundary failed={<ScreenLoadFailed />}>
        <DailyGame adSlot={(flow) => <LaterAdRewardButton inTelegram={env !== null} {...flow} />} />
        <GroupBoardSlot initData={env?.initData} />
        <LaterAdRewardButton inTelegram={env !== null} withRefresh />
        {boards}
      </ScreenBoundary>
    </List>
  );
}
