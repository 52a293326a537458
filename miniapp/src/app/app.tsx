import { AppRoot } from '@telegram-apps/telegram-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { safeStorage } from '@app/shared/client/safe-storage';
import { createQueryClient } from '@app/shared/client/query-client';
import { recoverFailedQueries } from '@app/shared/client/recovery';
import { startGameScreen } from '@app/shared/client/first-screen';
import { useMaintenance } from '@app/shared/client/maintenance';
import { ScreenBoundary } from '@app/shared/client/screen-boundary';
import { useHighContrastClass } from '@app/shared/client/high-contrast';
import { ScreenLoadFailed } from '../components/screen-load-failed';
import { useTelegramSession } from '../identity/use-telegram-session';
import { Notices } from '../lib/notify';
import { screenPath } from '../lib/screen-path';
import { useScreenPath } from '../lib/screens';
import { followSafeAreas } from '../lib/controls';
import { readTelegramEnv, type TelegramEnv } from '../identity/launch-params';
import { isIos } from '../lib/telegram';
import { applyLaunchTheme, followThemeChanges, useAppearance } from '../lib/theme';
import { HomePage } from './routes/home';
import { Loading } from '../components/loading';

// The points page is a second route: it loads when opened, not with the game.
const PointsPage = lazy(() => import('./routes/points').then((module) => ({ default: module.PointsPage })));
// Shown only outside Telegram, during maintenance, or while the admin has something to say: none is in the first screen's bundle.
const AccessRequired = lazy(() =>
  import('../components/access-required').then((module) => ({ default: module.AccessRequired })),
);
const MaintenanceScreen = lazy(() =>
  import('../components/maintenance-screen').then((module) => ({ default: module.MaintenanceScreen })),
);
const AnnouncementBanner = lazy(() =>
  import('../features/announcements/announcement-banner').then((module) => ({ default: module.AnnouncementBanner })),
);
const ArchivePage = lazy(() =>
  import('../features/game/components/archive-page').then((module) => ({ default: module.ArchivePage })),
);
const PracticePage = lazy(() =>
  import('../features/game/components/practice-page').then((module) => ({ default: module.PracticePage })),
);
const FairnessPage = lazy(() =>
  import('../features/fairness/components/fairness-page').then((module) => ({ default: module.FairnessPage })),
);

/** /archive/:roundId: a past round's practice (`latest`: the newest); an id that is not one says the puzzle is missing. */
const PRACTICE_PATH = /^\/archive\/([^/]+)$/;

const loading = <Loading />;

/** Opened on the game with launch data: its first screen's answers, asked for before React renders (launch.ts). */
function createClient() {
  const client = createQueryClient();
  return readTelegramEnv() && screenPath() === '/' ? startGameScreen(client) : client;
}

export function App() {
  const [queryClient] = useState(createClient);
  useEffect(() => recoverFailedQueries(queryClient), [queryClient]);
  const env = useMemo(() => {
    const launched = readTelegramEnv();
    if (launched) applyLaunchTheme(launched.dark);
    return launched;
  }, []);
  const appearance = useAppearance();
  useEffect(() => {
    if (!env) return;
    const stops = [followThemeChanges(), followSafeAreas()];
    return () => stops.forEach((stop) => stop());
  }, [env]);
  return (
    <AppRoot appearance={appearance} platform={env?.platform === 'ios' || env?.platform === 'macos' ? 'ios' : 'base'}>
      <QueryClientProvider client={queryClient}>
        {env || isIos() ? (
          <Screens env={env} />
        ) : (
          <ScreenBoundary failed={<ScreenLoadFailed />}>
            <Suspense fallback={loading}>
              <AccessRequired />
            </Suspense>
          </ScreenBoundary>
        )}
        <Notices />
      </QueryClientProvider>
    </AppRoot>
  );
}

function Screens({ env }: { env: TelegramEnv | null }) {
  useTelegramSession(env);
  useHighContrastClass();
  const maintenance = useMaintenance();
  const path = useScreenPath();
  if (maintenance.data?.maintenance) {
    return (
      <ScreenBoundary failed={<ScreenLoadFailed />}>
        <Suspense fallback={loading}>
          <MaintenanceScreen />
        </Suspense>
      </ScreenBoundary>
    );
  }
  const practice = PRACTICE_PATH.exec(path);
  const page =
    path === '/bwif-points' ? (
      <PointsPage />
    ) : path === '/archive' ? (
      <ArchivePage />
    ) : path === '/fair' ? (
      <FairnessPage />
    ) : practice ? (
      <PracticePage roundId={practice[1]!} />
    ) : null;
  // Keyed by the path: opening another screen tries its code afresh.
  return (
    <>
      <ScreenBoundary key={path} failed={<ScreenLoadFailed />}>
        {page ? <Suspense fallback={loading}>{page}</Suspense> : <HomePage env={env} />}
      </ScreenBoundary>
      {maintenance.data?.announcement && (
        <ScreenBoundary failed={null}>
          <Suspense fallback={null}>
            <AnnouncementBanner storage={safeStorage('local')} />
          </Suspense>
        </ScreenBoundary>
      )}
    </>
  );
}
