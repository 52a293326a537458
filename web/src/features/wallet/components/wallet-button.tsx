import { ChevronDown, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { t } from '@app/shared/client/i18n/language-runtime';
import { ScreenBoundary } from '@app/shared/client/screen-boundary';
import { shortenAddress } from '@app/shared/rules/address';
import { ControlLoadFailed } from '../../../components/screen-load-failed';
import { setWalletDialogOpen } from '../../../lib/wallet-dialog-store';
import { useSessionWallet } from '../hooks/use-session-wallet';

// The menu's library is only needed once a wallet is connected.
const WalletMenu = lazy(() => import('./wallet-menu'));

/** "Connect wallet" when signed out, else the shortened address with its menu. */
export function WalletButton() {
  const { wallet, pending } = useSessionWallet();

  if (!wallet) {
    return (
      // A longer language's words wrap, even mid-word, rather than push the header past a phone's width.
      <button
        type="button"
        className="btn-primary min-w-0 text-center [overflow-wrap:anywhere]"
        onClick={() => setWalletDialogOpen(true)}
      >
        <Wallet size={16} aria-hidden className="hidden sm:block" /> {t('wallet.connectButton')}
      </button>
    );
  }
  const placeholder = (
    <button type="button" className="btn-secondary font-mono" disabled aria-busy="true">
      <span className="sr-only">{t('web.wallet.label', { address: wallet })} </span>
      <bdi>{shortenAddress(wallet)}</bdi> <ChevronDown size={14} aria-hidden />
    </button>
  );
  // Until the session answers, the stored wallet is only a hint: shown, not usable.
  if (pending) return placeholder;
  return (
    <ScreenBoundary failed={<ControlLoadFailed />}>
      <Suspense fallback={placeholder}>
        <WalletMenu wallet={wallet} />
      </Suspense>
    </ScreenBoundary>
  );
}
