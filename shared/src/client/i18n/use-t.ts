import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../i18n/languages';
import { i18n } from './language-runtime';

type Values = MessageDescriptor['values'];

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLanguage = () => i18n.locale as Language;

/** The active language; components that use it render again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, activeLanguage);
}

/** `t(id, values)`: the message of a catalog id in the active language, its ICU placeholders filled. */
export function useT(): (id: string, values?: Values) => string {
  const language = useLanguage();
  // A new function per language, so memoised children that take it render again.
  return useCallback((id: string, values?: Values) => i18n._(id, values), [language]);
}
