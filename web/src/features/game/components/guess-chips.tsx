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
                ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'
                : 'border-slate-300 bg-slate-100 text-slate-700 line-through dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200'
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
