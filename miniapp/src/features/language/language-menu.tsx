import { Section, Select } from '@telegram-apps/telegram-ui';
import { useLanguageSelect } from '@app/shared/client/i18n/language-select';
import './language-menu.css';

/** The profile's language menu: each language in its own name; a choice applies at once and is saved on the account. */
export function LanguageMenu() {
  const select = useLanguageSelect();
  return (
    <Section header={select['aria-label']}>
      <Select {...select} className="language-menu" />
    </Section>
  );
}
