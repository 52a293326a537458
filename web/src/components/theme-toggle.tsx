import { Monitor, Moon, Sun } from 'lucide-react';
import type { Appearance } from '@app/shared/schemas/theme';
import { useT } from '@app/shared/client/i18n/use-t';
import { useTheme } from '../lib/theme';
import { Tooltip } from './tooltip';

const OPTIONS: Array<{ value: Appearance; Icon: typeof Sun }> = [
  { value: 'light', Icon: Sun },
  { value: 'dark', Icon: Moon },
  { value: 'system', Icon: Monitor },
];

export function ThemeToggle() {
  const { appearance, setAppearance } = useTheme();
  const t = useT();
  return (
    <div
      role="radiogroup"
      aria-label={t('web.theme')}
      className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {OPTIONS.map(({ value, Icon }) => {
        const label = t(`web.shell.theme.${value}`);
        return (
          <Tooltip key={value} label={label}>
            <button
              type="button"
              role="radio"
              aria-checked={appearance === value}
              aria-label={label}
              onClick={() => setAppearance(value)}
              className={`rounded-md p-1.5 max-md:p-3.5 ${appearance === value ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`}
            >
              <Icon size={16} aria-hidden />
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
