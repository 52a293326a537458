import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Help under the field, or the error in its place. */
  note: string;
  error?: boolean;
}

/** A labelled field in the theme's colours, its note announced when it becomes an error. */
export function TextField({ label, note, error = false, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={`${id}-note`} aria-invalid={error || undefined} {...input} />
      <p
        id={`${id}-note`}
        className={error ? 'field-note field-error' : 'field-note'}
        role={error ? 'alert' : undefined}
      >
        {note}
      </p>
    </div>
  );
}
