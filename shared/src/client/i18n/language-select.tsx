import type { ChangeEvent } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import { useLanguage, useT } from './use-t';
import { useSwitchLanguage } from './use-switch-language';

/**
 * The props of a language menu's `<select>`: its label, the active language, each language
 * in its own name, and the switch (at once, kept, saved on the player when signed in).
 */
export function useLanguageSelect() {
  const t = useT();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return {
    'aria-label': t('language.label'),
    value: language,
    disabled: switchLanguage.isPending,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      if (isLanguage(event.target.value)) switchLanguage.mutate(event.target.value);
    },
    children: LANGUAGES.map((option) => (
      <option key={option} value={option} lang={option}>
        {LANGUAGE_NAMES[option]}
      </option>
    )),
  };
}
