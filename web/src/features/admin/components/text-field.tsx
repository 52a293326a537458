import type { InputHTMLAttributes } from 'react';

export const inputClass =
  'w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input of the admin page's forms. */
export function TextField({ id, label, onChange, ...input }: TextFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} className={inputClass} onChange={(event) => onChange(event.target.value)} {...input} />
    </div>
  );
}
