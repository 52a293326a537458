import { t } from '@app/shared/client/i18n/language-runtime';
import { LanguageMenu } from '../../components/language-menu';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useMaintenance } from '@app/shared/client/maintenance';
import { ScreenBoundary } from '@app/shared/client/screen-boundary';
import { MaintenanceScreen } from '../../features/maintenance/components/maintenance-screen';
import { AnnouncementBanner } from '../../features/announcements/components/announcement-banner';
import { useWalletDialogOpen } from '../../lib/wallet-dialog-store';
import { AdBanner } from '../../components/ad-banner';
import { Footer } from '../../components/footer';
import { Header } from './header';
import { ThemeToggle } from '../../components/theme-toggle';
import { ScreenLoadFailed } from '../../components/screen-load-failed';
import { Spinner } from '../../components/spinner';
import { useHighContrastClass } from '@app/shared/client/high-contrast';

// Loaded on first use: the QR code and the dialog are not needed to paint the page.
const WalletDialog = lazy(() => import('../../features/wallet/components/wallet-dialog'));

/**
 * The shell of every main route; during maintenance every path but /admin shows the maintenance
 * screen, except to the admin, whom the server lets try the game before reopening it.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data } = useMaintenance();
  const walletDialogOpen = useWalletDialogOpen();
  useHighContrastClass();
  if (data?.maintenance && !data.letThrough && !pathname.startsWith('/admin')) return <MaintenanceScreen />;
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      {!pathname.startsWith('/admin') && <AnnouncementBanner />}
      {/* On a phone the ad and the theme toggle follow the page, so the game fills the first screen; the admin sees no ad. */}
      {!pathname.startsWith('/admin') && <AdBanner className="max-md:order-1" />}
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-4 md:py-6">
        <ScreenBoundary key={pathname} failed={<ScreenLoadFailed />}>
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </ScreenBoundary>
      </main>
      <div className="max-md:order-2">
        <div className="mt-6 flex items-center justify-center gap-3 px-4 text-sm md:hidden">
          <LanguageMenu />
          <span aria-hidden>{t('web.theme')}</span>
          <ThemeToggle />
        </div>
        <Footer />
      </div>
      {walletDialogOpen && (
        <ScreenBoundary failed={<ScreenLoadFailed />}>
          <Suspense fallback={null}>
            <WalletDialog />
          </Suspense>
        </ScreenBoundary>
      )}
    </div>
  );
}
