import { Button, Cell, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { t } from '@app/shared/client/i18n/language-runtime';
import { useMiniAppWallet } from '../../../identity/use-miniapp-wallet';
import './connect-wallet-section.css';

// Only a player who tapped Connect Wallet needs it: it stays out of the first load (120 KB budget).
const XamanWaiting = lazy(() => import('./xaman-waiting'));

const spinner = (
  <Placeholder>
    <Spinner size="m" />
  </Placeholder>
);

/**
 * "Connect Wallet" for a player without one: the sign-in (with `beside` it, what can be
 * done without a wallet), then, while Xaman is asked, what the game waits for.
 */
export function ConnectWalletSection({ beside }: { beside?: ReactNode }) {
  const wallet = useMiniAppWallet();
  return (
    <Section header={t('wallet.connect')}>
      {wallet.connecting ? (
        <Suspense fallback={spinner}>
          <XamanWaiting onCancel={wallet.cancel} />
        </Suspense>
      ) : (
        <Placeholder
          action={
            <div className="connect-actions">
              <Button size="l" onClick={() => void wallet.connect()}>
                {t('wallet.connect')}
              </Button>
              {beside}
            </div>
          }
        >
          {/* The top bar names the game: the call to action is the line and the button. */}
          <p className="connect-text">{t('miniapp.wallet.signIn')}</p>
        </Placeholder>
      )}
      {wallet.error && (
        <Cell role="alert" multiline description={wallet.error}>
          {t('wallet.failed')}
        </Cell>
      )}
    </Section>
  );
}
