import { Button } from '@telegram-apps/telegram-ui';
import { useState, type FormEvent } from 'react';
import { t } from '@app/shared/client/i18n/language-runtime';
import { checkNameToSend, displayNameError, useSaveDisplayName } from '@app/shared/client/profile';
import { DISPLAY_NAME_MAX } from '@app/shared/rules/display-name';
import { TextField } from './text-field';
import { notify } from '../lib/notify';

/** The name the boards show for this player; empty clears it (the boards then use the Telegram name). `onSaved` follows a save. */
export function DisplayNameForm({ current, onSaved }: { current: string | null; onSaved?: () => void }) {
  const [value, setValue] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveDisplayName();
  const error = problem ?? (save.isError ? displayNameError(save.error) : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Checked here as the server checks it, so the rule is told in the player's language.
    const checked = value.trim() ? checkNameToSend(value) : { name: null, problem: null };
    setProblem(checked.problem);
    if (checked.problem !== null) return;
    const saved = await save.mutateAsync(checked.name).catch(() => null);
    if (!saved) return;
    notify(
      saved.displayName
        ? t('miniapp.profile.nameSaved', { name: saved.displayName })
        : t('miniapp.profile.nameCleared'),
    );
    onSaved?.();
  }

  return (
    <form className="name-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('name.label')}
        placeholder={t('miniapp.profile.nameRule', { max: DISPLAY_NAME_MAX })}
        value={value}
        maxLength={DISPLAY_NAME_MAX}
        autoComplete="nickname"
        error={!!error}
        note={error ?? t('miniapp.profile.nameNote')}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="row">
        <Button type="submit" size="l" stretched loading={save.isPending}>
          {t('miniapp.profile.saveName')}
        </Button>
      </div>
    </form>
  );
}
