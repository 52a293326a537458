import { Cell, Section } from '@telegram-apps/telegram-ui';
import { hourLabel, RETENTION_COPY, useSaveReminder } from '@app/shared/client/retention';
import type { Reminder } from '@app/shared/schemas/retention';
import { allowsWriteToPm, requestWriteAccess } from '../../../lib/controls';
import { readTelegramEnv } from '../../../lib/launch-params';
import { notify } from '../../../lib/notify';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

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
  const { enabled, hour } = save.isPending && save.variables ? save.variables : reminder;

  async function toggle(on: boolean) {
    if (on && !(await botMayWrite(reminder))) return notify(RETENTION_COPY.reminderDenied);
    save.mutate({ enabled: on, hour }, { onError: () => notify(RETENTION_COPY.reminderFailed) });
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
            onChange={(event) => void toggle(event.target.checked)}
          />
        }
      >
        {RETENTION_COPY.reminderLabel}
      </Cell>
      <Cell
        Component="label"
        after={
          <select
            className="hour-select"
            value={hour}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { enabled, hour: Number(event.target.value) },
                { onError: () => notify(RETENTION_COPY.reminderFailed) },
              )
            }
          >
            {HOURS.map((option) => (
              <option key={option} value={option}>
                {hourLabel(option)}
              </option>
            ))}
          </select>
        }
      >
        {RETENTION_COPY.reminderHourLabel}
      </Cell>
    </Section>
  );
}
