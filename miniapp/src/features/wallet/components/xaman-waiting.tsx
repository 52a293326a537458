import { Button, Spinner } from '@telegram-apps/telegram-ui';
import { t } from '@app/shared/client/i18n/language-runtime';
import { XAMAN_HOME } from '@app/shared/client/identity/xaman-app';
import { openExternal } from '../../../lib/telegram';
import './xaman-waiting.css';

/** While Xaman is asked: what the game waits for, the way out, and for a player without Xaman what it is and where to get it. */
export default function XamanWaiting({ onCancel }: { onCancel: () => void }) {
  return (
    <>
      <div className="connect-waiting" role="status">
        <Spinner size="m" />
        <p className="connect-text">{t('xaman.waiting')}</p>
        <Button size="l" mode="bezeled" stretched onClick={onCancel}>
          {t('wallet.cancel')}
        </Button>
      </div>
      <div className="xaman-help">
        <p className="xaman-help-title">{t('xaman.helpTitle')}</p>
        <p className="xaman-help-text">{t('xaman.help')}</p>
        <button type="button" className="pill-button" onClick={() => openExternal(XAMAN_HOME)}>
          {t('xaman.get')}
        </button>
      </div>
    </>
  );
}
