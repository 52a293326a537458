import { useState } from 'react';
import { OWN_PLACE } from '@app/shared/client/board-copy';
import { useMe } from '@app/shared/client/session';
import { DisplayNameForm } from '../../../components/display-name-form';
import { Sheet } from '../../../components/sheet';
import './name-chooser.css';

/** "Choose a name" (or "Change name") where a board shows the player: the profile's name form, in a sheet. */
export function NameChooser() {
  const displayName = useMe().data?.displayName ?? null;
  const [open, setOpen] = useState(false);
  return (
    <div className="row">
      <button type="button" className="pill-button name-chooser" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {displayName ? OWN_PLACE.changeName : OWN_PLACE.chooseName}
      </button>
      <Sheet open={open} title="Display Name" onClose={() => setOpen(false)}>
        {open && <DisplayNameForm current={displayName} onSaved={() => setOpen(false)} />}
      </Sheet>
    </div>
  );
}
