import { History, Trophy, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '@app/shared/client/identity/session';
import { WEB_ROUTES } from '@app/shared/web-routes';
import { useT } from '@app/shared/client/i18n/use-t';
import { LanguageMenu } from '../../components/language-menu';
import { ThemeToggle } from '../../components/theme-toggle';
import { WalletButton } from '../../features/wallet/components/wallet-button';

/** A link of the header: its word from a small screen up; on a phone its icon over a small caption of the word. */
function HeaderLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link to={to} className="btn-ghost max-sm:min-w-11 max-sm:flex-col max-sm:gap-0.5 max-sm:px-1 max-sm:py-1">
      <Icon size={18} aria-hidden className="sm:hidden" />
      <span className="max-sm:text-[11px] max-sm:leading-none">{label}</span>
    </Link>
  );
}

/**
 * Logo and title, the links, the language menu, the theme toggle and the wallet, in one
 * row: on a phone the title is read out but not shown (the game card's rules line names
 * the game), the links are icons over small captions (their words at full size no longer
 * fit a 390 px row beside Connect wallet), and the language menu and theme toggle move
 * down to the footer's row.
 */
export function Header() {
  const { data: me } = useMe();
  const t = useT();
  return (
    <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-900/80">
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-2 sm:gap-3 sm:py-3">
        <Link to="/" className="me-auto flex min-h-11 min-w-11 items-center gap-2 font-bold">
          <img src="/favicon.svg" alt="" width={28} height={28} className="sm:h-8 sm:w-8" />
          <span className="max-sm:sr-only sm:text-lg">BWIF NFT Guess</span>
        </Link>
        <nav aria-label={t('nav.main')} className="flex items-center gap-1 sm:gap-3">
          <HeaderLink to={WEB_ROUTES.archive} icon={History} label={t('archive.link')} />
          <HeaderLink to={WEB_ROUTES.points} icon={Trophy} label={t('points.title')} />
          {me?.isAdmin && (
            // A full page load: the admin page's own CSP lets it preview NFT images from any host.
            <Link to="/admin" reloadDocument className="btn-ghost max-sm:px-2">
              Admin
            </Link>
          )}
          <div className="flex items-center gap-3 max-md:hidden">
            <LanguageMenu />
            <ThemeToggle />
          </div>
        </nav>
        <WalletButton />
      </div>
    </header>
  );
}
