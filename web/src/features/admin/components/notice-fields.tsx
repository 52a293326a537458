import { ApiError } from '@app/shared/client/api-fetch';
import { inputClass } from './text-field';
import { failureMessage } from './nft-lookup-card';

/** A notice as its inputs hold it: the text, and an end as `<input type="datetime-local">` gives it ('' for none). */
interface NoticeValues {
  text: string;
  end: string;
}

export const NO_NOTICE: NoticeValues = { text: '', end: '' };

/** An error under the input it names ('text' or 'end'), else under the form. */
export type NoticeError = { field: 'text' | 'end' | 'form'; message: string } | null;

/** The admin's local end time as the API takes it: an ISO moment, or null for none. */
export const endMoment = (end: string) => (end ? new Date(end).toISOString() : null);

/** An ISO moment as `<input type="datetime-local">` shows it, in the admin's time zone ('' for none). */
export function localEnd(moment: string | null): string {
  if (!moment) return '';
  const at = new Date(moment);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The server's refusal, under the input named by the field it gives (`endField` for the end time). */
export function noticeRefusal(failure: unknown, endField: string, fallback: string): NoticeError {
  const field = failure instanceof ApiError ? failure.field : undefined;
  const message = failureMessage(failure, fallback);
  if (field === endField) return { field: 'end', message };
  return { field: field === undefined ? 'form' : 'text', message };
}

interface NoticeFieldsProps {
  idPrefix: string;
  textLabel: string;
  endLabel: string;
  maxLength: number;
  values: NoticeValues;
  onChange: (values: NoticeValues) => void;
  error: NoticeError;
}

/** A message for the players, with its characters counted, and an optional end time in the admin's own time zone. */
export function NoticeFields({ idPrefix, textLabel, endLabel, maxLength, values, onChange, error }: NoticeFieldsProps) {
  const errorId = `${idPrefix}-error`;
  const described = (field: 'text' | 'end') =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const below = (field: 'text' | 'end' | 'form') =>
    error?.field === field && (
      <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
        {error.message}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-text`} className="text-sm font-medium">
          {textLabel}
        </label>
        <textarea
          id={`${idPrefix}-text`}
          className={`${inputClass} h-28`}
          value={values.text}
          maxLength={maxLength}
          onChange={(event) => onChange({ ...values, text: event.target.value })}
          {...described('text')}
        />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {values.text.length}/{maxLength} characters
        </p>
        {below('text')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-end`} className="text-sm font-medium">
          {endLabel}
        </label>
        <input
          id={`${idPrefix}-end`}
          type="datetime-local"
          className={inputClass}
          value={values.end}
          onChange={(event) => onChange({ ...values, end: event.target.value })}
          {...described('end')}
        />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          In your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}). Leave empty for none.
        </p>
        {below('end')}
      </div>
      {below('form')}
    </div>
  );
}
