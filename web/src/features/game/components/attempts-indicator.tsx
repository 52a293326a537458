import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { useT } from '@app/shared/client/i18n/use-t';

/**
 * Unused attempts as numbered filled circles (outlined once the game is over); used ones
 * marked missed (✗) or won (✓). No count in words: the game card's "Attempts Left" says it.
 */
export function AttemptsIndicator({ results }: { results: boolean[] }) {
  const labelId = useId();
  const t = useT();
  const over = results.includes(true) || results.length >= ATTEMPTS_PER_DAY;
  const unusedTone = over
    ? 'border border-dashed border-slate-400 text-slate-600 dark:text-slate-300'
    : 'bg-brand-700 text-white';
  return (
    <div>
      <p id={labelId} className="text-sm font-medium">
        {t('web.game.attempts.title')}
      </p>
      <ol className="mt-2 flex gap-2" aria-labelledby={labelId}>
        {Array.from({ length: ATTEMPTS_PER_DAY }, (_, index) => {
          const result = results[index];
          const used = result !== undefined;
          const Icon = result ? Check : X;
          return (
            <li
              key={index}
              aria-label={t('web.game.attempts.item', {
                number: index + 1,
                state: used ? (result ? 'won' : 'missed') : 'unused',
              })}
              className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold ${
                !used
                  ? unusedTone
                  : result
                    ? 'bg-emerald-600 text-white high-contrast:bg-orange-700'
                    : 'bg-slate-300 text-slate-700 high-contrast:bg-blue-700 high-contrast:text-white dark:bg-slate-700 dark:text-slate-200 dark:high-contrast:bg-blue-600'
              }`}
            >
              {used ? <Icon size={16} aria-hidden /> : index + 1}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
