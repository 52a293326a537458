import { Check, X } from 'lucide-react';
import { useT } from '@app/shared/client/i18n/use-t';

/** The player's guesses of the day, in order: each marked missed or won. */
export function GuessChips({ guesses, results }: { guesses: string[]; results: boolean[] }) {
  const t = useT();
  if (guesses.length === 0) return null;
  return (
    <ol aria-label={t('game.chips.label')} className="flex flex-wrap gap-2">
      {guesses.map((guess, index) => {
        const won = results[index] === true;
        const Icon = won ? Check : X;
        return (
          <li
            key={index}
            className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-semibold ${
              won
                ? 'border-emerald-300 bg-emerald-50 text-emerald-900 high-contrast:border-orange-400 high-contrast:bg-orange-50 high-contrast:text-orange-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100 dark:high-contrast:border-orange-700 dark:high-contrast:bg-orange-950 dark:high-contrast:text-orange-100'
                : 'border-slate-300 bg-slate-100 text-slate-700 line-through high-contrast:border-blue-500 high-contrast:bg-blue-50 high-contrast:text-blue-950 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:high-contrast:border-blue-400 dark:high-contrast:bg-blue-950 dark:high-contrast:text-blue-100'
            }`}
          >
            <Icon size={14} aria-hidden />#{guess}
            <span className="sr-only">{t(won ? 'web.game.chips.won' : 'web.game.chips.missed')}</span>
          </li>
        );
      })}
    </ol>
  );
}
