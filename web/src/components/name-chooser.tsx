import { t } from '@app/shared/client/i18n/language-runtime';
import { useMe } from '@app/shared/client/identity/session';
import { openDisplayNameDialog } from '../lib/wallet-dialog-store';

/** "Choose a name" (or "Change name") where a board shows the player, and after a win: the wallet menu's display-name dialog. */
export function NameChooser() {
  const displayName = useMe().data?.displayName;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className="btn-ghost -mx-2 px-2 py-1 text-xs text-brand-700 underline dark:text-brand-100"
      onClick={(event) => openDisplayNameDialog(event.currentTarget)}
    >
      {t(displayName ? 'board.own.changeName' : 'board.own.chooseName')}
    </button>
  );
}
