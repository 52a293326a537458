import type { ReactNode } from 'react';
import { utcDay } from '@app/shared/rules/time';
import { inputClass } from './text-field';

/** The NFT form's values as its inputs hold them. */
export interface NftFieldValues {
  name: string;
  nftId: string;
  collection: string;
  creator: string;
  imageUrl: string;
  description: string;
  hint: string;
  active: boolean;
  throwbackThursday: boolean;
  setForDate: string;
}

type TextName = Exclude<keyof NftFieldValues, 'active' | 'throwbackThursday'>;

/** A message for one field, shown under it. */
export type FieldError = { field: string; message: string } | null;

interface NftFieldsProps {
  /** Prefixes the inputs' ids, so two forms can be on the page at once. */
  idPrefix: string;
  values: NftFieldValues;
  onChange: (values: NftFieldValues) => void;
  error: FieldError;
  /** Beside the image URL: the preview button of the Add form. */
  imageAction?: ReactNode;
}

/** Every field of the NFT form, each with its label and, under it, its error. */
export function NftFields({ idPrefix, values, onChange, error, imageAction }: NftFieldsProps) {
  const set = (field: keyof NftFieldValues, value: string | boolean) => onChange({ ...values, [field]: value });
  const described = (field: string) => {
    const invalid = error?.field === field;
    return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${idPrefix}-error` : undefined };
  };
  const below = (field: string) =>
    error?.field === field && (
      <p id={`${idPrefix}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
        {error.message}
      </p>
    );
  const text = (field: TextName, label: string, input: object = {}) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${idPrefix}-${field}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${idPrefix}-${field}`}
        className={inputClass}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        {...described(field)}
        {...input}
      />
      {below(field)}
    </div>
  );
  const toggle = (field: 'active' | 'throwbackThursday', label: string) => (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" checked={values[field]} onChange={(event) => set(field, event.target.checked)} /> {label}
    </label>
  );

  return (
    <>
      {text('name', 'NFT Name')}
      {text('nftId', "NFT ID (the exact number players must guess, with or without '#')")}
      {text('collection', 'Collection')}
      {text('creator', 'Creator')}
      <div className="flex items-end gap-2">
        <div className="flex-1">{text('imageUrl', 'Image URL', { type: 'url' })}</div>
        {imageAction}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-description`} className="text-sm font-medium">
          Description
        </label>
        <textarea
          id={`${idPrefix}-description`}
          className={inputClass}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          rows={2}
        />
      </div>
      {text('hint', 'Hint for token holders (shown only to users holding at least 5,890,000 tokens)')}
      {toggle('active', 'Active')}
      {toggle('throwbackThursday', 'Throwback Thursday')}
      {text('setForDate', 'Schedule for', { type: 'date', min: utcDay(new Date()) })}
    </>
  );
}

const FIELDS_WITH_INPUTS = new Set<string>([
  'name',
  'nftId',
  'collection',
  'creator',
  'imageUrl',
  'hint',
  'setForDate',
]);

/** Where a refusal belongs: the field the schema or the server names, else the form as a whole. */
export function fieldErrorOf(field: PropertyKey | undefined, message: string): FieldError {
  return { field: typeof field === 'string' ? field : 'form', message };
}

/** The message of an error no input shows under itself, for the form's own alert. */
export const formLevelMessage = (error: FieldError) =>
  error && !FIELDS_WITH_INPUTS.has(error.field) ? error.message : null;
