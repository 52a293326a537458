import { Link } from 'react-router';
import { useMe } from '@app/shared/client/session';
import { ThemeToggle } from '../../components/theme-toggle';
import { WalletButton } from '../../features/wallet/components/wallet-button';

/** Logo and title, the links, the theme toggle and the wallet; on a phone the links drop to a second row. */
export function Header() {
  const { data: me } = useMe();
  return (
    <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-900/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:gap-3">
        <Link to="/" className="mr-auto flex items-center gap-2 font-bold">
          <img src="/favicon.svg" alt="" width={28} height={28} className="sm:h-8 sm:w-8" />
          <span className="text-base sm:text-lg">BWIF NFT Guess</span>
        </Link>
        <nav
          aria-label="Main"
          className="order-last flex w-full items-center justify-between gap-2 sm:order-none sm:w-auto"
        >
          <div className="flex items-center gap-1">
            <Link to="/bwif-points" className="btn-ghost">
              BWIF Points
            </Link>
            {me?.isAdmin && (
              // A full page load: the admin page's own CSP lets it preview NFT images from any host.
              <Link to="/admin" reloadDocument className="btn-ghost">
                Admin
              </Link>
            )}
          </div>
          <ThemeToggle />
        </nav>
        <WalletButton />
      </div>
    </header>
  );
}
