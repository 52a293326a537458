import { Button } from '@telegram-apps/telegram-ui';
import { useState, type FormEvent } from 'react';
import { displayNameError, useSaveDisplayName } from '@app/shared/client/profile';
import { TextField } from './text-field';
import { notify } from '../lib/notify';

/** The name the boards show for this player; empty clears it (the boards then use the Telegram name). `onSaved` follows a save. */
export function DisplayNameForm({ current, onSaved }: { current: string | null; onSaved?: () => void }) {
  const [value, setValue] = useState(current ?? '');
  const save = useSaveDisplayName();
  const error = save.isError ? displayNameError(save.error) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const displayName = value.trim() || null;
    const saved = await save.mutateAsync(displayName).catch(() => null);
    if (!saved) return;
    notify(saved.displayName ? `You now play as ${saved.displayName}` : 'Display name cleared');
    onSaved?.();
  }

  return (
    <form className="name-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Display name"
        placeholder="3–24 letters, digits, spaces, _ - ."
        value={value}
        maxLength={24}
        autoComplete="nickname"
        error={!!error}
        note={error ?? 'Shown on the leaderboards. Leave empty to use your Telegram name.'}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="row">
        <Button type="submit" size="l" stretched loading={save.isPending}>
          Save name
        </Button>
      </div>
    </form>
  );
}
