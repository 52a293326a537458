import { QueryClientProvider } from '@tanstack/react-query';
import * as Tooltip from '@radix-ui/react-tooltip';
import { lazy, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { TOOLTIP } from '@app/shared/constants';
import { WEB_ROUTES } from '@app/shared/web-routes';
import { createQueryClient } from '@app/shared/client/query-client';
import { recoverFailedQueries } from '@app/shared/client/recovery';
import { useLanguage } from '@app/shared/client/i18n/use-t';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { Layout } from './shell/layout';
import { GameRoute } from './routes/game';
import { Toaster } from '../lib/toast';
import { XAppSignInEffect } from '../features/wallet/components/xapp-sign-in';

const TermsPage = lazy(() => import('../features/terms/components/terms-page'));
const AdminPage = lazy(() => import('../features/admin/components/admin-page'));
const InsightsPage = lazy(() => import('../features/insights/components/insights-page'));
const HistoryPage = lazy(() => import('../features/leaderboard/components/history-page'));
const PointsPage = lazy(() => import('../features/leaderboard/components/points-page'));
const ArchivePage = lazy(() => import('../features/game/components/archive-page'));
const PracticePage = lazy(() => import('../features/game/components/practice-page'));
const FairnessPage = lazy(() => import('../features/fairness/components/fairness-page'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

export function App() {
  const [queryClient] = useState(() => prefetchFirstScreen(createQueryClient()));
  useEffect(() => recoverFailedQueries(queryClient), [queryClient]);
  // Drawn again in a new language: every word, the shared copy's included, reads it anew.
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider key={language} delayDuration={TOOLTIP.openDelayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
        <BrowserRouter>
          <Layout>
            <Routes>
              <Route path={WEB_ROUTES.game} element={<GameRoute />} />
              <Route path={WEB_ROUTES.admin} element={<AdminPage />} />
              <Route path={WEB_ROUTES.insights} element={<InsightsPage />} />
              <Route path={WEB_ROUTES.terms} element={<TermsPage />} />
              <Route path={WEB_ROUTES.history} element={<HistoryPage />} />
              <Route path={WEB_ROUTES.points} element={<PointsPage />} />
              <Route path={WEB_ROUTES.archive} element={<ArchivePage />} />
              <Route path={WEB_ROUTES.practice} element={<PracticePage />} />
              <Route path={WEB_ROUTES.fairness} element={<FairnessPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Layout>
        </BrowserRouter>
        <Toaster />
        <XAppSignInEffect />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
