import type { GuessResult } from '@app/shared/schemas/game';

/** The 5-second banner after a guess. */
export function ResultBanner({ result }: { result: GuessResult }) {
  const tone = result.success
    ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'
    : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100';
  return (
    <div role="status" className={`rounded-xl border p-3 ${tone}`}>
      <p className="font-bold">{result.success ? 'Correct!' : 'Not quite!'}</p>
      <p className="text-sm">{result.message}</p>
      {result.success && (
        <p className="text-sm font-semibold">
          You earned {result.points} points{result.throwbackThursday ? ' (Throwback Thursday special!)' : ''}
        </p>
      )}
    </div>
  );
}
