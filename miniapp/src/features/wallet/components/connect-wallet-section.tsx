import { Button, Cell, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { XAMAN_COPY } from '@app/shared/client/wallet';
import { openExternal } from '../../../lib/telegram';
import { useMiniAppWallet } from '../hooks/use-miniapp-wallet';

/**
 * "Connect Wallet" for a player without one: the sign-in, then, while Xaman is asked, what
 * the game waits for with Cancel; and for a player without Xaman, what it is and where to get it.
 */
export function ConnectWalletSection() {
  const wallet = useMiniAppWallet();
  return (
    <Section header="Connect Wallet">
      {wallet.connecting ? (
        <div className="connect-waiting" role="status">
          <Spinner size="m" />
          <p className="connect-text">{XAMAN_COPY.waiting}</p>
          <Button size="l" mode="bezeled" stretched onClick={wallet.cancel}>
            Cancel
          </Button>
        </div>
      ) : (
        <Placeholder
          action={
            <Button size="l" onClick={() => void wallet.connect()}>
              Connect Wallet
            </Button>
          }
        >
          {/* The top bar names the game: the call to action is the line and the button. */}
          <p className="connect-text">Sign in with your Xaman wallet to play today's challenge.</p>
        </Placeholder>
      )}
      {wallet.error && (
        <Cell role="alert" multiline description={wallet.error}>
          Connection failed
        </Cell>
      )}
      <div className="xaman-help">
        <p className="xaman-help-title">{XAMAN_COPY.helpTitle}</p>
        <p className="xaman-help-text">{XAMAN_COPY.help}</p>
        <button type="button" className="pill-button" onClick={() => openExternal(XAMAN_COPY.home)}>
          {XAMAN_COPY.get}
        </button>
      </div>
    </Section>
  );
}
