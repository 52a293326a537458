import { Link } from 'react-router';
import { useMe } from '@app/shared/client/session';
import { WalletButton } from '../features/wallet/wallet-button';
import { ThemeToggle } from './theme-toggle';

export function Header() {
  const { data: me } = useMe();
  return (
    <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-900/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-bold">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="text-lg">BWIF NFT Guess</span>
        </Link>
        <nav aria-label="Main" className="flex flex-wrap items-center gap-2">
          <Link to="/bwif-points" className="btn-ghost">BWIF Points</Link>
          {me?.isAdmin && <Link to="/admin" className="btn-ghost">Admin</Link>}
          <ThemeToggle />
          <WalletButton />
        </nav>
      </div>
    </header>
  );
}
