import { useSaveReminder } from '@app/shared/client/retention';
import { useT } from '@app/shared/client/i18n/use-t';
import type { Reminder } from '@app/shared/schemas/retention';
import { HourSelect } from './hour-select';

/** The daily reminder of a Telegram-linked player: a switch and the hour, in the browser's time zone. */
export function ReminderCard({ reminder }: { reminder: Reminder }) {
  const save = useSaveReminder();
  const t = useT();
  const { enabled, hour } = save.isPending && save.variables ? save.variables : reminder;
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="reminder-title">
      <h2 id="reminder-title" className="text-lg font-bold">
        {t('reminder.title')}
      </h2>
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
        <span>{t('reminder.label')}</span>
        <input
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={enabled}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ enabled: event.target.checked, hour })}
        />
        <span
          aria-hidden
          className="relative h-7 w-12 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-1 after:start-1 after:h-5 after:w-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5 dark:bg-slate-700"
        />
      </label>
      <div className="flex min-h-11 items-center justify-between gap-3">
        <span id="reminder-hour-label">{t('reminder.hourLabel')}</span>
        <HourSelect
          labelledBy="reminder-hour-label"
          hour={hour}
          disabled={save.isPending}
          onChange={(next) => save.mutate({ enabled, hour: next })}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('reminder.footer')}</p>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('reminder.failed')}
        </p>
      )}
    </section>
  );
}
