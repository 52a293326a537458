import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { localTimeZoneLabel, useSaveReminder } from '@app/shared/client/retention';
import { useT } from '@app/shared/client/i18n/use-t';
import type { Reminder } from '@app/shared/schemas/retention';
import { allowsWriteToPm, requestWriteAccess } from '../../../lib/controls';
import { readTelegramEnv } from '../../../identity/launch-params';
import { notify } from '../../../lib/notify';
import { HourCell } from './hour-cell';
import './reminder-section.css';

/**
 * The bot may write first only with the player's leave: the launch data already says so,
 * or they started the bot, else Telegram asks them.
 */
async function botMayWrite(reminder: Reminder): Promise<boolean> {
  if (reminder.botStarted || allowsWriteToPm(readTelegramEnv()?.initData ?? '')) return true;
  try {
    return await requestWriteAccess();
  } catch {
    return false;
  }
}

/** The daily reminder: a switch and the hour, in the phone's time zone. */
export function ReminderSection({ reminder }: { reminder: Reminder }) {
  const save = useSaveReminder();
  const t = useT();
  // Refused, the switch stays off and says why until the player tries again.
  const [denied, setDenied] = useState(false);
  const { enabled, hour } = save.isPending && save.variables ? save.variables : reminder;
  const store = (next: { enabled: boolean; hour: number }) =>
    save.mutate(next, { onError: () => notify(t('reminder.failed')) });

  async function toggle(on: boolean) {
    setDenied(false);
    if (on && !(await botMayWrite(reminder))) return setDenied(true);
    store({ enabled: on, hour });
  }

  return (
    <Section className="reminder-section" header={t('reminder.title')} footer={t('reminder.footer')}>
      <Cell
        Component="label"
        multiline
        after={
          // A native switch: telegram-ui's is a label of its own, which cannot sit in the row's label.
          <input
            type="checkbox"
            role="switch"
            className="tg-switch"
            checked={enabled}
            disabled={save.isPending}
            aria-describedby={denied ? 'reminder-denied' : undefined}
            onChange={(event) => void toggle(event.target.checked)}
          />
        }
      >
        {t('reminder.label')}
      </Cell>
      {denied && (
        <p id="reminder-denied" role="alert" className="callout callout-miss reminder-denied">
          {t('reminder.denied')}
        </p>
      )}
      <HourCell
        label={t('reminder.hourLabel')}
        description={t('reminder.timeZone', { zone: localTimeZoneLabel() })}
        hour={hour}
        disabled={save.isPending}
        onChange={(next) => store({ enabled, hour: next })}
      />
    </Section>
  );
}
