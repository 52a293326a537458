import { Button, Spinner } from '@telegram-apps/telegram-ui';
import { XAMAN_COPY } from '@app/shared/client/xaman-copy';
import { openExternal } from '../../../lib/telegram';
import './xaman-waiting.css';

/** While Xaman is asked: what the game waits for, the way out, and for a player without Xaman what it is and where to get it. */
export default function XamanWaiting({ onCancel }: { onCancel: () => void }) {
  return (
    <>
      <div className="connect-waiting" role="status">
        <Spinner size="m" />
        <p className="connect-text">{XAMAN_COPY.waiting}</p>
        <Button size="l" mode="bezeled" stretched onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <div className="xaman-help">
        <p className="xaman-help-title">{XAMAN_COPY.helpTitle}</p>
        <p className="xaman-help-text">{XAMAN_COPY.help}</p>
        <button type="button" className="pill-button" onClick={() => openExternal(XAMAN_COPY.home)}>
          {XAMAN_COPY.get}
        </button>
      </div>
    </>
  );
}
