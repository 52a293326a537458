import { AppRoot, Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '@app/shared/client/query-client';
import { useMaintenance } from '@app/shared/client/maintenance';
import { AccessRequired } from './components/access-required';
import { MaintenanceScreen } from './components/maintenance-screen';
import { useTelegramSession } from './features/session/use-telegram-session';
import { Notices } from './lib/notify';
import { isIos, readTelegramEnv, type TelegramEnv } from './lib/telegram';
import { HomePage } from './pages/home-page';
import { PointsPage } from './pages/points-page';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const env = useMemo(readTelegramEnv, []);
  return (
    <AppRoot appearance={env?.dark ? 'dark' : 'light'} platform={env?.platform === 'ios' || env?.platform === 'macos' ? 'ios' : 'base'}>
      <QueryClientProvider client={queryClient}>
        {env || isIos() ? <Screens env={env} /> : <AccessRequired />}
        <Notices />
      </QueryClientProvider>
    </AppRoot>
  );
}

function Screens({ env }: { env: TelegramEnv | null }) {
  const session = useTelegramSession(env);
  const maintenance = useMaintenance();
  if (maintenance.data?.maintenance) return <MaintenanceScreen />;
  if (session === 'loading') {
    return (
      <Placeholder>
        <Spinner size="l" />
      </Placeholder>
    );
  }
  return (
    <BrowserRouter basename="/telegram">
      <Routes>
        <Route path="/bwif-points" element={<PointsPage />} />
        <Route path="*" element={<HomePage env={env} />} />
      </Routes>
    </BrowserRouter>
  );
}
