import { Languages } from 'lucide-react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@app/shared/i18n/languages';
import { useLanguage, useT } from '@app/shared/client/i18n/use-t';
import { useSwitchLanguage } from '@app/shared/client/i18n/use-switch-language';

/**
 * The language menu: the browser's own list, each language in its own name, over a small
 * icon and code so it fits a phone's header row (a 44 px target).
 */
export function LanguageMenu() {
  const t = useT();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <label className="btn-ghost relative min-h-11 min-w-11 gap-1 px-2 max-sm:px-1">
      <Languages size={18} aria-hidden />
      <span aria-hidden className="text-xs font-semibold uppercase max-sm:hidden">
        {language.split('-')[0]}
      </span>
      <select
        aria-label={t('language.label')}
        value={language}
        disabled={switchLanguage.isPending}
        onChange={(event) => {
          if (isLanguage(event.target.value)) switchLanguage.mutate(event.target.value);
        }}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
