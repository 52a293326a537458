import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * A message as the build compiles it (Lingui's compiled form, build/i18n-catalogs.js) is
 * text, or a list of text and placeholders: `[name]`, `[name, 'number']`, or
 * `[name, 'plural' | 'selectordinal' | 'select', { [case]: message }]`, where a plural's
 * exact cases (`=0`) are keyed by the number and `#` stands for the number. Read here by a
 * few lines instead of Lingui's runtime: the Mini App's first load has no room for it.
 */
export type Message = CompiledMessage | string;
type Cases = Record<string, Message>;

export type Values = Readonly<Record<string, unknown>>;

/** The case a number takes in `locale`: its exact case, else its plural (or ordinal) category. */
function pluralCase(locale: string, type: 'cardinal' | 'ordinal', value: number, cases: Cases) {
  if (String(value) in cases) return String(value);
  const category = new Intl.PluralRules(locale, { type }).select(value);
  return category in cases ? category : 'other';
}

/**
 * The text of a compiled message in `locale`, its placeholders filled from `values`: numbers,
 * plurals and ordinals through Intl, so each language takes its own forms.
 */
export function formatMessage(locale: string, message: Message, values: Values = {}, pluralNumber?: number): string {
  if (typeof message === 'string') return message;
  return message
    .map((token) => {
      if (typeof token === 'string')
        return token === '#' && pluralNumber !== undefined ? new Intl.NumberFormat(locale).format(pluralNumber) : token;
      const [name, format, options] = token;
      const cases = options as Cases | undefined;
      const value = values[name];
      if (format === 'number') return new Intl.NumberFormat(locale).format(Number(value));
      if (cases && (format === 'plural' || format === 'selectordinal')) {
        const type = format === 'plural' ? 'cardinal' : 'ordinal';
        const chosen = cases[pluralCase(locale, type, Number(value), cases)] ?? [];
        return formatMessage(locale, chosen, values, Number(value));
      }
      if (cases && format === 'select') return formatMessage(locale, cases[String(value)] ?? cases.other ?? [], values);
      return String(value ?? '');
    })
    .join('');
}
