import { Section, Select } from '@telegram-apps/telegram-ui';
import { useLanguage, useT } from '@app/shared/client/i18n/use-t';
import { useSwitchLanguage } from '@app/shared/client/i18n/use-switch-language';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@app/shared/i18n/languages';
import './language-menu.css';

/** The profile's language menu: each language in its own name; a choice applies at once and is saved on the account. */
export function LanguageMenu() {
  const t = useT();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <Section header={t('language.label')}>
      <Select
        className="language-menu"
        aria-label={t('language.label')}
        value={language}
        disabled={switchLanguage.isPending}
        onChange={(event) => {
          if (isLanguage(event.target.value)) switchLanguage.mutate(event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </Select>
    </Section>
  );
}
