import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { localTimeZoneLabel, RETENTION_COPY, useSaveReminder } from '@app/shared/client/retention';
import type { Reminder } from '@app/shared/schemas/retention';
import { allowsWriteToPm, requestWriteAccess } from '../../../lib/controls';
import { readTelegramEnv } from '../../../lib/launch-params';
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
  // Refused, the switch stays off and says why until the player tries again.
  const [denied, setDenied] = useState(false);
  const { enabled, hour } = save.isPending && save.variables ? save.variables : reminder;
  const store = (next: { enabled: boolean; hour: number }) =>
    save.mutate(next, { onError: () => notify(RETENTION_COPY.reminderFailed) });

  async function toggle(on: boolean) {
    setDenied(false);
    if (on && !(await botMayWrite(reminder))) return setDenied(true);
    store({ enabled: on, hour });
  }

  return (
    <Section className="reminder-section" header={RETENTION_COPY.reminderTitle} footer={RETENTION_COPY.reminderFooter}>
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
        {RETENTION_COPY.reminderLabel}
      </Cell>
      {denied && (
        <p id="reminder-denied" role="alert" className="callout callout-miss reminder-denied">
          {RETENTION_COPY.reminderDenied}
        </p>
      )}
      <HourCell
        label={RETENTION_COPY.reminderHourLabel}
        description={RETENTION_COPY.reminderTimeZone(localTimeZoneLabel())}
        hour={hour}
        disabled={save.isPending}
        onChange={(next) => store({ enabled, hour: next })}
      />
    </Section>
  );
}
