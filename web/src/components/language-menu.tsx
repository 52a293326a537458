import { Languages } from 'lucide-react';
import { useLanguageSelect } from '@app/shared/client/i18n/language-select';

/**
 * The language menu: the browser's own list, each language in its own name, over a small
 * icon and code so it fits a phone's header row (a 44 px target).
 */
export function LanguageMenu() {
  const select = useLanguageSelect();
  return (
    <label className="btn-ghost relative min-h-11 min-w-11 gap-1 px-2 max-sm:px-1">
      <Languages size={18} aria-hidden />
      <span aria-hidden className="text-xs font-semibold uppercase max-sm:hidden">
        {select.value.split('-')[0]}
      </span>
      <select {...select} className="absolute inset-0 cursor-pointer opacity-0" />
    </label>
  );
}
