import { useT } from '@app/shared/client/i18n/use-t';
import { useMe } from '@app/shared/client/identity/session';
import { NameChooser } from '../../../components/name-chooser';

/** After a win, a player still without a name is offered one, so the boards do not fill with "Anonymous Player". */
export function NameOffer() {
  const t = useT();
  const me = useMe().data;
  if (!me?.walletAddress || me.displayName) return null;
  return (
    <p className="text-sm break-words text-slate-600 dark:text-slate-300">
      {t('board.own.nameOffer')} <NameChooser />
    </p>
  );
}
