import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../i18n/languages';
import { activeLanguage, onLanguageChange, t } from './language-runtime';

/** The active language; components that use it render again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, activeLanguage);
}

/** `t(id, values)`: the message of a catalog id in the active language, its ICU placeholders filled. */
export function useT(): typeof t {
  const language = useLanguage();
  // A new function per language, so memoised children that take it render again.
  return useCallback<typeof t>((id, values) => t(id, values), [language]);
}
