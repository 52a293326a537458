import { useState, type FormEvent } from 'react';
import { DAY_MS } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';
import type { InsightsRange } from '@app/shared/client/insights';

/** The last `days` days, today (UTC) included. */
export function lastDays(days: number, now = new Date()): InsightsRange {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) };
}

const PRESETS = [7, 30, 90] as const;

const field = 'min-h-11 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-950';

/** Last 7, 30 or 90 days in one tap, or any dates up to today (the server refuses more than a year, or days to come). */
export function RangePicker({ range, onChange }: { range: InsightsRange; onChange: (range: InsightsRange) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const today = utcDay(new Date());
  const pick = (next: InsightsRange) => {
    setFrom(next.from);
    setTo(next.to);
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) onChange({ from, to });
  };
  return (
    <div className="card flex flex-wrap items-end gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Range">
        {PRESETS.map((days) => {
          const preset = lastDays(days);
          const current = preset.from === range.from && preset.to === range.to;
          return (
            <button
              key={days}
              type="button"
              className={current ? 'btn-primary' : 'btn-secondary'}
              aria-pressed={current}
              onClick={() => pick(preset)}
            >
              Last {days} days
            </button>
          );
        })}
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          From
          <input
            type="date"
            className={field}
            value={from}
            max={to || today}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          To
          <input
            type="date"
            className={field}
            value={to}
            min={from}
            max={today}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </form>
    </div>
  );
}
