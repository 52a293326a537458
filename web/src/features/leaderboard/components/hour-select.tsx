import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp, Clock } from 'lucide-react';
import { hourLabel, REMINDER_HOURS } from '@app/shared/client/retention';

interface HourSelectProps {
  /** The id of the visible text that names the choice. */
  labelledBy: string;
  hour: number;
  disabled: boolean;
  onChange: (hour: number) => void;
}

/** The reminder's hour: the site's select (a listbox the keyboard and screen readers know), 44 px to tap. */
export function HourSelect({ labelledBy, hour, disabled, onChange }: HourSelectProps) {
  return (
    <Select.Root value={String(hour)} onValueChange={(value) => onChange(Number(value))} disabled={disabled}>
      <Select.Trigger
        aria-labelledby={labelledBy}
        className="btn-secondary min-h-11 min-w-28 justify-between tabular-nums"
      >
        <Clock size={16} aria-hidden className="text-slate-500 dark:text-slate-400" />
        <Select.Value />
        <Select.Icon>
          <ChevronDown size={16} aria-hidden />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          side="bottom"
          align="end"
          sideOffset={6}
          className="card z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden p-1"
        >
          <Select.ScrollUpButton className="flex h-6 items-center justify-center text-slate-500">
            <ChevronUp size={16} aria-hidden />
          </Select.ScrollUpButton>
          <Select.Viewport className="max-h-72">
            {REMINDER_HOURS.map((option) => (
              <Select.Item
                key={option}
                value={String(option)}
                className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-3 text-sm tabular-nums outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-semibold dark:data-[highlighted]:bg-slate-800"
              >
                <Select.ItemText>{hourLabel(option)}</Select.ItemText>
                <Select.ItemIndicator>
                  <Check size={16} aria-hidden className="text-brand-700 dark:text-brand-500" />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
          <Select.ScrollDownButton className="flex h-6 items-center justify-center text-slate-500">
            <ChevronDown size={16} aria-hidden />
          </Select.ScrollDownButton>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
