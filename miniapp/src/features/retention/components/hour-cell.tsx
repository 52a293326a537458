import { Cell } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { hourLabel, REMINDER_HOURS } from '@app/shared/client/retention';
import './hour-cell.css';

interface HourCellProps {
  label: string;
  /** A line under the label: whose clock the hour is on. */
  description: string;
  hour: number;
  disabled: boolean;
  onChange: (hour: number) => void;
}

/**
 * A choice as Telegram's own settings show one: the row names it, the value sits on the
 * right in the accent colour with a chevron. The phone's own picker (a wheel on iOS, a list
 * on Android) is the whole row: a native select laid over it, so every tap opens it.
 */
export function HourCell({ label, description, hour, disabled, onChange }: HourCellProps) {
  const id = useId();
  return (
    <Cell
      Component="div"
      className="picker-cell"
      multiline
      description={<span id={`${id}-zone`}>{description}</span>}
      after={
        <span className="picker-value tabular" aria-hidden>
          {hourLabel(hour)}
        </span>
      }
    >
      <span id={`${id}-label`}>{label}</span>
      <select
        className="picker-native"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-zone`}
        value={hour}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {REMINDER_HOURS.map((option) => (
          <option key={option} value={option}>
            {hourLabel(option)}
          </option>
        ))}
      </select>
    </Cell>
  );
}
