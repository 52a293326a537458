import { useState } from 'react';
import { t } from '@app/shared/client/i18n/language-runtime';
import { useMe } from '@app/shared/client/identity/session';
import { DisplayNameForm } from './display-name-form';
import { Sheet } from './sheet';
import './name-chooser.css';

/** "Choose a name" (or "Change name") where a board shows the player, and after a win: the profile's name form, in a sheet. */
export function NameChooser() {
  const displayName = useMe().data?.displayName ?? null;
  const [open, setOpen] = useState(false);
  return (
    <div className="row">
      <button type="button" className="pill-button name-chooser" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t(displayName ? 'board.own.changeName' : 'board.own.chooseName')}
      </button>
      <Sheet open={open} title={t('name.title')} onClose={() => setOpen(false)}>
        {open && <DisplayNameForm current={displayName} onSaved={() => setOpen(false)} />}
      </Sheet>
    </div>
  );
}
