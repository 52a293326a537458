import { Check } from 'lucide-react';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';

/** Unused attempts as numbered filled circles, used ones ticked and grey. */
export function AttemptsIndicator({ used }: { used: number }) {
  const remaining = Math.max(ATTEMPTS_PER_DAY - used, 0);
  return (
    <div>
      <p className="text-sm font-medium">Remaining attempts: {remaining}</p>
      <ol className="mt-2 flex gap-2" aria-label={`${remaining} of ${ATTEMPTS_PER_DAY} attempts left`}>
        {Array.from({ length: ATTEMPTS_PER_DAY }, (_, index) => {
          const isUsed = index < used;
          return (
            <li
              key={index}
              aria-label={`Attempt ${index + 1} ${isUsed ? 'used' : 'unused'}`}
              className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold ${
                isUsed ? 'bg-slate-300 text-slate-600 dark:bg-slate-700 dark:text-slate-300' : 'bg-brand-700 text-white'
              }`}
            >
              {isUsed ? <Check size={16} aria-hidden /> : index + 1}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
